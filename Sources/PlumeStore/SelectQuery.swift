import Foundation

/// The SQL of one fetch request: `SELECT <columns> FROM <table> t0 <joins> WHERE … ORDER BY … LIMIT ? OFFSET ?`.
struct SelectQuery {
    var columns = "t0.Z_PK"
    let from: String
    let whereClause: SQLFragment?
    let orderBy: [String]
    let limit: Int
    let offset: Int
    /// The entity's row columns (text attributes) that ``sql`` orders by their bytes instead of by
    /// `COALESCE(PLUME_SORT_KEY(x), x)`: the order is right only if every fetched row's value in them
    /// is ASCII, which the caller must check (see ``TextSortOrder``).
    private(set) var byteOrderedTextColumns: [Int] = []

    /// Compiles `request`; `applyLimits` false leaves limit and offset to the caller.
    init<Result: ManagedObject>(request: FetchRequest<Result>, entity: EntityDescription, applyLimits: Bool) throws {
        try self.init(ObjectQuery(request), entity: entity, applyLimits: applyLimits)
    }

    /// Compiles `request` (whose key paths are rooted at `Root`, the entity's class or a declared
    /// entity's model); `applyLimits` false leaves limit and offset to the caller.
    ///
    /// `ordersByBytes` says which of the entity's text columns a lexical sort may order by their
    /// bytes (``byteOrderedTextColumns``); `nil` (the default) orders every text by its sort key. It is
    /// not asked when the query has a limit or an offset: which rows those keep depends on the order
    /// of rows that are not fetched, so no check of the fetched ones could prove it right.
    init<Root>(
        _ request: ObjectQuery<Root>, entity: EntityDescription, applyLimits: Bool,
        ordersByBytes: ((Int) -> Bool)? = nil
    ) throws {
        let compiler = PredicateSQLCompiler()
        var condition: SQLFragment?
        if let predicate = request.predicate {
            compiler.variables[predicate.variable.key] = .object(alias: "t0", entity: entity, nullable: false)
            condition = try compiler.boolean(try compiler.term(predicate.expression))
        }
        var orders: [String] = []
        let hasLimits = applyLimits && (request.fetchLimit > 0 || request.fetchOffset > 0)
        for descriptor in request.sortDescriptors {
            guard let keyPath = descriptor.keyPath else {
                throw StoreError.unsupportedPredicate("a SortDescriptor without a key path cannot be compiled to SQL")
            }
            let term = try compiler.keyPath(keyPath, on: .object(alias: "t0", entity: entity, nullable: false))
            var column = try compiler.scalar(term).text
            // A string in `String`'s order (`<`, as a `Comparable` descriptor and `.lexical` sort) by a key
            // whose bytes sort like it; other string comparators by the `PLUME_STANDARD` collation.
            if let comparator = descriptor.stringComparator, comparator != .lexical {
                column += " COLLATE PLUME_STANDARD"
            } else if PredicateSQLCompiler.isText(type(of: keyPath).valueType) {
                if let ordersByBytes, !hasLimits, let attribute = TextSortOrder.attribute(keyPath, of: entity),
                    ordersByBytes(attribute.column)
                {
                    byteOrderedTextColumns.append(attribute.column)
                } else {
                    column = "COALESCE(\(PredicateStringSemantics.sortKeyFunction)(\(column)), \(column))"
                }
            }
            orders.append(column + (descriptor.order == .forward ? " ASC" : " DESC"))
        }
        orders.append("t0.Z_PK ASC")
        from = "\(quoted(entity.name)) t0\(compiler.outerJoins)"
        whereClause = condition
        orderBy = orders
        limit = applyLimits ? request.fetchLimit : 0
        offset = applyLimits ? request.fetchOffset : 0
    }

    var sql: String {
        var text = "SELECT \(columns) FROM \(from)"
        if let whereClause { text += " WHERE \(whereClause.text)" }
        text += " ORDER BY " + orderBy.joined(separator: ", ")
        if limit > 0 || offset > 0 { text += " LIMIT ? OFFSET ?" }
        return text
    }

    var bindings: [SQLValue] {
        var values = whereClause?.bindings ?? []
        if limit > 0 || offset > 0 { values += [.integer(limit > 0 ? Int64(limit) : -1), .integer(Int64(offset))] }
        return values
    }
}

/// What a fetch asks for, with key paths rooted at `Root` (an entity class, or a declared entity's
/// model class): the predicate, sort order, limit (0: none) and offset. ``FetchRequest`` and SwiftData's
/// `FetchDescriptor` both compile through it.
package struct ObjectQuery<Root> {
    package var predicate: Predicate<Root>?
    package var sortDescriptors: [SortDescriptor<Root>]
    package var fetchLimit: Int
    package var fetchOffset: Int

    package init(
        predicate: Predicate<Root>?, sortDescriptors: [SortDescriptor<Root>], fetchLimit: Int, fetchOffset: Int
    ) {
        self.predicate = predicate
        self.sortDescriptors = sortDescriptors
        self.fetchLimit = fetchLimit
        self.fetchOffset = fetchOffset
    }
}

extension ObjectQuery where Root: ManagedObject {
    init(_ request: FetchRequest<Root>) {
        self.init(
            predicate: request.predicate, sortDescriptors: request.sortDescriptors, fetchLimit: request.fetchLimit,
            fetchOffset: request.fetchOffset)
    }
}
