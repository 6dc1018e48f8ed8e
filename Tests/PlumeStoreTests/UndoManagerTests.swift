import Foundation
import PlumeStore
import Testing

private final class Counter {
    var value = 0
    func set(_ newValue: Int, undoManager: UndoManager) {
        let old = value
        undoManager.registerUndo(withTarget: self) { counter in counter.set(old, undoManager: undoManager) }
        value = newValue
    }
}

@Suite struct UndoManagerTests {
    @Test func groupsUndoTogetherAndRedoRestores() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let counter = Counter()
        undoManager.beginUndoGrouping()
        counter.set(1, undoManager: undoManager)
        counter.set(2, undoManager: undoManager)
        undoManager.setActionName("Count")
        undoManager.endUndoGrouping()
        undoManager.beginUndoGrouping()
        counter.set(5, undoManager: undoManager)
        undoManager.endUndoGrouping()
        #expect(undoManager.undoActionName == "")
        undoManager.undo()
        #expect(counter.value == 2)
        #expect(undoManager.undoActionName == "Count")
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(!undoManager.canUndo)
        #expect(undoManager.redoActionName == "Count")
        undoManager.redo()
        #expect(counter.value == 2)
        undoManager.redo()
        #expect(counter.value == 5)
        #expect(!undoManager.canRedo)
    }

    @Test func newRegistrationClearsRedoAndNestedGroupsFold() {
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        let counter = Counter()
        undoManager.beginUndoGrouping()
        counter.set(1, undoManager: undoManager)
        undoManager.beginUndoGrouping()
        counter.set(2, undoManager: undoManager)
        undoManager.endUndoGrouping()
        #expect(undoManager.groupingLevel == 1)
        undoManager.endUndoGrouping()
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(undoManager.canRedo)
        undoManager.beginUndoGrouping()
        counter.set(7, undoManager: undoManager)
        undoManager.endUndoGrouping()
        #expect(!undoManager.canRedo)
    }

    @Test func groupsByEventOpensAnImplicitGroupClosedByUndo() {
        let undoManager = UndoManager()
        let counter = Counter()
        counter.set(1, undoManager: undoManager)
        counter.set(2, undoManager: undoManager)
        #expect(undoManager.groupingLevel == 1)
        #expect(undoManager.canUndo)
        undoManager.undo()
        #expect(counter.value == 0)
        #expect(undoManager.groupingLevel == 0)
    }

    @Test func disabledRegistrationRecordsNothing() {
        let undoManager = UndoManager()
        let counter = Counter()
        undoManager.disableUndoRegistration()
        counter.set(3, undoManager: undoManager)
        undoManager.enableUndoRegistration()
        #expect(!undoManager.canUndo)
        #expect(undoManager.isUndoRegistrationEnabled)
    }
}
