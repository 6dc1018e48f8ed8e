import Foundation
import Testing

@testable import PlumeStore

final class Word: ManagedObject {
    @Attribute var index: Int = 0
    @Attribute var text: String = ""
    @Attribute var note: String?
}

/// Stored strings: composed and decomposed forms, reordered combining marks, emoji with modifiers and
/// ZWJ sequences, flags, CR LF, case and width variants, singletons (Kelvin, Ohm, Greek question mark).
private let texts: [String] = [
    "é", "e\u{301}", "E\u{301}", "É", "e", "cafe", "café", "cafe\u{301}", "👍", "👍🏽", "👍🏿 ok",
    "👨‍👩‍👧", "👨", "a\r\nb", "", "Straße", "STRASSE", "\u{212A}elvin", "Kelvin", "a\u{323}\u{307}",
    "a\u{307}\u{323}", "\u{227}\u{323}", "\u{2126}mega", "Ωmega", "İstanbul", "istanbul", "ﬁle", "file", "日本語",
    "ｆｕｌｌ", "full", "A\u{308}", "ä", "z", "10", "9", "x;y", "x\u{37E}y", "🇫🇷", "\u{1F1EB}", "ok 👍",
]

/// Searched-for strings.
private let needles: [String] = [
    "é", "e\u{301}", "e", "E", "É", "👍", "👍🏽", "", "👨", "\r", "\n", "ss", "K", "\u{212A}", "a\u{323}\u{307}",
    "\u{2126}", "Ω", "fi", "ä", "x;y", "\u{1F1EB}", "caf", "a", "full",
]

private enum Kind: CaseIterable {
    case equal, notEqual, less, greaterOrEqual, contains, startsWith, localizedStandardContains
    case optionalEqual, coalescedLess, inList

    func predicate(_ needle: String) -> Predicate<Word> {
        switch self {
        case .equal: return #Predicate { $0.text == needle }
        case .notEqual: return #Predicate { $0.text != needle }
        case .less: return #Predicate { $0.text < needle }
        case .greaterOrEqual: return #Predicate { $0.text >= needle }
        case .contains: return #Predicate { $0.text.contains(needle) }
        case .startsWith: return #Predicate { $0.text.starts(with: needle) }
        case .localizedStandardContains: return #Predicate { $0.text.localizedStandardContains(needle) }
        case .optionalEqual: return #Predicate { $0.note == needle }
        case .coalescedLess: return #Predicate { ($0.note ?? "") < needle }
        case .inList:
            let list = [needle, "z"]
            return #Predicate { list.contains($0.text) }
        }
    }
}

/// An in-memory store whose view context holds one unsaved `Word` per entry of `texts` (`note` is the
/// text for even indexes, nil for odd ones).
private func unsavedWords() throws -> (PersistentContainer, [Word]) {
    let container = PersistentContainer(name: "Unicode", entities: [Word.self], inMemory: true)
    try container.loadPersistentStores()
    let words = texts.enumerated().map { index, text in
        let word = Word(context: container.viewContext)
        word.index = index
        word.text = text
        word.note = index.isMultiple(of: 2) ? text : nil
        return word
    }
    return (container, words)
}

@Suite struct UnicodePredicateTests {
    /// Every case runs three ways: Foundation's `evaluate` on the objects (the reference), a fetch
    /// before the save (unsaved objects, matched in memory) and a fetch and a count after it (SQL).
    @Test func predicatesAgreeInMemoryAndInSQL() throws {
        let (container, words) = try unsavedWords()
        let context = container.viewContext
        var cases: [(Kind, String, Predicate<Word>, reference: [Int], beforeSave: [Int])] = []
        for kind in Kind.allCases {
            for needle in needles {
                let predicate = kind.predicate(needle)
                let reference = try words.filter { try predicate.evaluate($0) }.map(\.index)
                let fetched = try context.fetch(FetchRequest(predicate: predicate)).map(\.index).sorted()
                cases.append((kind, needle, predicate, reference, fetched))
            }
        }
        #expect(cases.count >= 100)
        try context.save()
        let fresh = container.newBackgroundContext()
        var disagreements = 0
        for (kind, needle, predicate, reference, beforeSave) in cases {
            let (afterSave, counted) = try fresh.performAndWait {
                let request = FetchRequest(predicate: predicate)
                return (try fresh.fetch(request).map(\.index).sorted(), try fresh.count(for: request))
            }
            let label = "\(kind) \(needle.debugDescription)"
            if beforeSave != reference || afterSave != reference || counted != reference.count { disagreements += 1 }
            #expect(beforeSave == reference, "\(label): in memory")
            #expect(afterSave == reference, "\(label): SQL")
            #expect(counted == reference.count, "\(label): SQL count")
        }
        #expect(disagreements == 0)
    }

    /// Sorting by a string gives one order in memory (unsaved objects) and in SQL.
    @Test(arguments: [SortOrder.forward, .reverse]) func sortOrderAgreesInMemoryAndInSQL(order: SortOrder) throws {
        let (container, words) = try unsavedWords()
        let context = container.viewContext
        let request = FetchRequest<Word>(sortDescriptors: [SortDescriptor(\.text, order: order)])
        let reference = words.sorted(using: request.sortDescriptors).map(\.text)
        #expect(try context.fetch(request).map(\.text) == reference)
        try context.save()
        let fresh = container.newBackgroundContext()
        #expect(try fresh.performAndWait { try fresh.fetch(request).map(\.text) } == reference)
    }

    /// The cases the issue names, spelled out.
    @Test func namedCases() throws {
        #expect("é" == "e\u{301}")
        #expect(try PredicateStringSemantics.contains("👍🏽", "👍") == false)
        #expect(try PredicateStringSemantics.contains("ok", "") == true)
        #expect(PredicateStringSemantics.localizedStandardContains("ok", "") == false)
        #expect(PredicateStringSemantics.localizedStandardContains("CAFÉ", "cafe"))
        #expect(try PredicateStringSemantics.starts("a\r\nb", with: "a\r") == false)
        #expect(PredicateStringSemantics.compare("a\u{323}\u{307}", "a\u{307}\u{323}") == 0)
    }

    /// `==` against an ASCII constant compares bytes (keeping indexes usable) except for the three ASCII
    /// characters a non-ASCII scalar is canonically equivalent to; this checks that list is complete.
    @Test func bytewiseEqualityExceptionsAreComplete() {
        let ascii = Set((0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) })
        var equivalents: [String] = []
        for value in 0x80...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if ascii.contains(text), let match = ascii.first(where: { $0 == text }) { equivalents.append(match) }
        }
        #expect(equivalents.sorted() == [";", "K", "`"])
        #expect(PredicateStringSemantics.equalityIsBytewise("Acme 2"))
        #expect(!PredicateStringSemantics.equalityIsBytewise("Kelvin"))
        #expect(!PredicateStringSemantics.equalityIsBytewise("é"))
    }
}
