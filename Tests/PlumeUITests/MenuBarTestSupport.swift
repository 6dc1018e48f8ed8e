import Foundation
import PlumeTesting

extension ViewHost {
    /// Opens the menu bar's `menu` (Edit, View…) with a click and chooses `item` in it, as a person
    /// does with the mouse, letting each menu animation finish; returns whether the item was there
    /// to tap.
    func choose(_ item: String, fromMenu menu: String) -> Bool {
        guard tap(menu) else { return false }
        advance(by: 0.3)
        let tapped = tap(item)
        advance(by: 0.5)
        return tapped
    }
}
