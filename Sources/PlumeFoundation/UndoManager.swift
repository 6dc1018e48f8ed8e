import Foundation

#if !canImport(Darwin)
    /// Records changes so they can be undone and redone, with Foundation's `UndoManager` spelling.
    ///
    /// Foundation on Linux has no working `UndoManager`; this one follows Apple's contract: actions registered while
    /// undoing go on the redo stack, actions registered otherwise go on the undo stack (and clear the redo
    /// stack); actions are grouped by `beginUndoGrouping()`/`endUndoGrouping()`, and with `groupsByEvent`
    /// (the default) the first registration outside any group opens a group that closes at the end of the
    /// current main-queue turn (when registered on the main queue), or when `undo()`/`redo()` is called.
    /// Like Apple's, it is not thread-safe: use it from one thread.
    /// ```swift
    /// let undoManager = UndoManager()
    /// context.undoManager = undoManager
    /// company.title = "New"
    /// undoManager.undo()          // title is back
    /// ```
    /// It posts Apple's notifications on `NotificationCenter.default` with itself as the object:
    /// `.NSUndoManagerDidOpenUndoGroup` when a group opens (explicitly or for a registration),
    /// `.NSUndoManagerDidCloseUndoGroup` when a top-level group with actions is recorded, and
    /// `.NSUndoManagerDidUndoChange` / `.NSUndoManagerDidRedoChange` after an undo or redo (a document
    /// counts its changes with them to know whether it is edited).
    /// Differs from Apple's: no run-loop modes; the end of an event is a `DispatchQueue.main.async` turn.
    open class UndoManager {
        private final class Group {
            var actions: [() -> Void] = []
            var actionName = ""
        }

        private var undoStack: [Group] = []
        private var redoStack: [Group] = []
        private var openGroups: [Group] = []
        private var implicitGroupOpen = false
        private var implicitGroupGeneration = 0
        private var disableCount = 0
        private var performing: Performing = .none

        private enum Performing {
            case none
            case undoing
            case redoing
        }

        /// Whether a group is opened automatically for registrations outside a group (default `true`).
        open var groupsByEvent = true
        /// The maximum number of top-level groups kept on the undo stack; 0 means unlimited.
        open var levelsOfUndo = 0

        /// Creates an empty undo manager.
        public init() {}

        /// Whether there is something to undo.
        open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } ?? false }
        /// Whether there is something to redo.
        open var canRedo: Bool { !redoStack.isEmpty }
        /// Whether `undo()` is running.
        open var isUndoing: Bool { performing == .undoing }
        /// Whether `redo()` is running.
        open var isRedoing: Bool { performing == .redoing }
        /// The number of open groups.
        open var groupingLevel: Int { openGroups.count }
        /// Whether registrations are recorded.
        open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

        /// Stops recording registrations until a balancing `enableUndoRegistration()`.
        open func disableUndoRegistration() { disableCount += 1 }
        /// Balances `disableUndoRegistration()`.
        open func enableUndoRegistration() { disableCount = max(0, disableCount - 1) }

        /// Opens a group; the actions registered until the balancing `endUndoGrouping()` undo together.
        open func beginUndoGrouping() {
            openGroups.append(Group())
            post(.NSUndoManagerDidOpenUndoGroup)
        }

        /// Closes the innermost group, nesting it in its parent or pushing it on the undo (or redo) stack.
        open func endUndoGrouping() {
            guard let group = openGroups.popLast() else { return }
            if openGroups.isEmpty { implicitGroupOpen = false }
            guard !group.actions.isEmpty else { return }
            if let parent = openGroups.last {
                parent.actions.append { [unowned self] in self.perform(group) }
                if parent.actionName.isEmpty { parent.actionName = group.actionName }
            } else {
                push(group)
            }
        }

        /// Registers `handler` to be called with `target` when the current group is undone (or redone).
        open func registerUndo<TargetType: AnyObject>(
            withTarget target: TargetType, handler: @escaping (TargetType) -> Void
        ) {
            guard disableCount == 0 else { return }
            if openGroups.isEmpty {
                if performing != .none || !groupsByEvent {
                    let group = Group()
                    group.actions.append { handler(target) }
                    if performing == .none { post(.NSUndoManagerDidOpenUndoGroup) }
                    push(group)
                    return
                }
                beginUndoGrouping()
                implicitGroupOpen = true
                implicitGroupGeneration &+= 1
                if Self.isOnMainQueue {
                    let generation = implicitGroupGeneration
                    DispatchQueue.main.async { [weak self] in
                        guard let self, self.implicitGroupGeneration == generation else { return }
                        self.closeImplicitGroup()
                    }
                }
            }
            openGroups[openGroups.count - 1].actions.append { handler(target) }
        }

        /// Names the action of the current group (shown as "Undo <name>").
        open func setActionName(_ actionName: String) {
            if let group = openGroups.last {
                group.actionName = actionName
            } else if performing == .undoing, let group = redoStack.last {
                group.actionName = actionName
            } else if let group = undoStack.last {
                group.actionName = actionName
            }
        }

        /// The name of the action `undo()` would undo (the open top-level group's, when it has actions:
        /// `undo()` closes and undoes it first).
        open var undoActionName: String {
            if let open = openGroups.first, !open.actions.isEmpty { return open.actionName }
            return undoStack.last?.actionName ?? ""
        }
        /// The name of the action `redo()` would redo.
        open var redoActionName: String { redoStack.last?.actionName ?? "" }
        /// The Undo menu item's title: "Undo", followed by the action's name when it has one.
        open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
        /// The Redo menu item's title: "Redo", followed by the action's name when it has one.
        open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

        /// "Undo <actionName>" ("Undo" alone for an unnamed action).
        open func undoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Undo" : "Undo \(actionName)"
        }

        /// "Redo <actionName>" ("Redo" alone for an unnamed action).
        open func redoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Redo" : "Redo \(actionName)"
        }

        /// Closes an implicit group if open, then undoes the last group, recording its inverse for redo.
        open func undo() {
            closeImplicitGroup()
            guard openGroups.isEmpty, let group = undoStack.popLast() else { return }
            run(group, as: .undoing)
            post(.NSUndoManagerDidUndoChange)
        }

        /// Undoes the last group without closing an open implicit group first.
        open func undoNestedGroup() {
            guard let group = undoStack.popLast() else { return }
            run(group, as: .undoing)
            post(.NSUndoManagerDidUndoChange)
        }

        /// Redoes the last undone group.
        open func redo() {
            closeImplicitGroup()
            guard let group = redoStack.popLast() else { return }
            run(group, as: .redoing)
            post(.NSUndoManagerDidRedoChange)
        }

        /// Forgets every recorded action.
        open func removeAllActions() {
            undoStack.removeAll()
            redoStack.removeAll()
            openGroups.removeAll()
            implicitGroupOpen = false
        }

        private func closeImplicitGroup() {
            if implicitGroupOpen, openGroups.count == 1 { endUndoGrouping() }
        }

        private func run(_ group: Group, as mode: Performing) {
            let saved = performing
            performing = mode
            let inverse = Group()
            inverse.actionName = group.actionName
            openGroups.append(inverse)
            perform(group)
            openGroups.removeLast()
            performing = saved
            guard !inverse.actions.isEmpty else { return }
            if mode == .undoing {
                redoStack.append(inverse)
            } else {
                undoStack.append(inverse)
            }
        }

        private func perform(_ group: Group) {
            for action in group.actions.reversed() { action() }
        }

        private func push(_ group: Group) {
            switch performing {
            case .undoing: redoStack.append(group)
            case .redoing: undoStack.append(group)
            case .none:
                undoStack.append(group)
                redoStack.removeAll()
                if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
                post(.NSUndoManagerDidCloseUndoGroup)
            }
        }

        /// Marks the main queue, so a registration can tell it runs there even on a thread that is not
        /// the process's main thread (under `dispatchMain()` a worker thread may drain the main queue).
        private static let mainQueueKey: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()

        /// Whether the caller runs on the main thread or in a block of the main queue.
        private static var isOnMainQueue: Bool {
            Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
        }

        private func post(_ name: Notification.Name) {
            NotificationCenter.default.post(name: name, object: self)
        }
    }

    extension Notification.Name {
        /// Posted by an `UndoManager` when it opens an undo group.
        public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
        /// Posted by an `UndoManager` when a top-level undo group with actions is recorded.
        public static let NSUndoManagerDidCloseUndoGroup = Notification.Name(
            "NSUndoManagerDidCloseUndoGroupNotification")
        /// Posted by an `UndoManager` after it undid a group.
        public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
        /// Posted by an `UndoManager` after it redid a group.
        public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    }
#endif
