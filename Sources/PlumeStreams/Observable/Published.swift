/// A property wrapper that publishes changes of a class's property, as in Combine.
///
/// `$property` is a publisher of the current value and then of every new value, sent *before* the
/// property changes (a subscriber that reads the property sees the old value). When the enclosing
/// class is an `ObservableObject` whose `objectWillChange` is an `ObservableObjectPublisher`
/// (synthesised or declared), that publisher fires first. Works only inside classes (like Apple's).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// Creates the property with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only reachable through the enclosing class (see `subscript(_enclosingInstance:…)`).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of this property's values (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// `$property` read through its class instance: also finds the instance's `objectWillChange`
    /// (once), so that `assign(to: &$property)` notifies it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.findObjectPublisher(object)
            return Publisher(box: box)
        }
        set {}
    }

    /// Reads and writes the property through its class instance; a write sends `objectWillChange`
    /// and then the new value to `$property` subscribers, then stores it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.willChangeObject(object)
            box.set(newValue)
        }
    }

    /// The publisher of a `@Published` property: the current value on subscription, then each new one.
    public struct Publisher: PlumeStreams.Publisher {
        /// The property's type.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// The storage of one `@Published` property of one instance.
final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var storedValue: Value
    private var lazySubject: CurrentValueSubject<Value, Never>?
    private var objectPublisher: ObservableObjectPublisher?
    private var lookedUpObject = false
    private var assignment: AnyCancellable?

    init(_ value: Value) { storedValue = value }

    var value: Value { lock.withLock { storedValue } }

    /// The subject behind `$property`, created on first use.
    var subject: CurrentValueSubject<Value, Never> {
        lock.lock()
        defer { lock.unlock() }
        if let lazySubject { return lazySubject }
        let subject = CurrentValueSubject<Value, Never>(storedValue)
        lazySubject = subject
        return subject
    }

    /// Sends the enclosing object's `objectWillChange` (found once, then cached).
    func willChangeObject(_ object: AnyObject) {
        findObjectPublisher(object)
        lock.lock()
        let publisher = objectPublisher
        lock.unlock()
        publisher?.send()
    }

    /// Finds and caches the enclosing object's `ObservableObjectPublisher` (first call only).
    func findObjectPublisher(_ object: AnyObject) {
        lock.lock()
        let known = lookedUpObject
        lock.unlock()
        guard !known else { return }
        let found = observableObjectPublisher(of: object)
        lock.lock()
        if !lookedUpObject {
            objectPublisher = found
            lookedUpObject = true
        }
        lock.unlock()
    }

    /// Publishes then stores `newValue`.
    func set(_ newValue: Value) {
        lock.lock()
        let subject = lazySubject
        lock.unlock()
        subject?.send(newValue)
        lock.lock()
        storedValue = newValue
        lock.unlock()
    }

    /// Keeps the subscription made by `assign(to: &$property)` for the life of the property.
    func keep(_ cancellable: AnyCancellable) {
        lock.withLock { assignment = cancellable }
    }
}

extension Publisher where Failure == Never {
    /// Republishes every value to a `@Published` property: `numbers.assign(to: &$latest)`.
    ///
    /// The subscription lasts as long as the property's object. The enclosing object's
    /// `objectWillChange` fires before each write, as with a normal assignment.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let cancellable = sink { [weak box] value in
            guard let box else { return }
            box.willChangeObjectIfKnown()
            box.set(value)
        }
        box.keep(cancellable)
    }
}

extension PublishedBox {
    /// Sends `objectWillChange` if the enclosing object's publisher was already found.
    func willChangeObjectIfKnown() {
        lock.lock()
        let publisher = objectPublisher
        lock.unlock()
        publisher?.send()
    }
}
