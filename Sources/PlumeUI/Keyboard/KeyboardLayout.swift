import Foundation
import PlumeGraphics

/// One key of the software keyboard.
struct KeyboardKey: Equatable {
    enum Action: Equatable {
        case text(String)
        case shift, symbols, letters, backspace, space, enter, hide
    }
    /// The name tests and `ViewHost.tapKey` find the key by ("q", "shift", "delete", "123", "ABC",
    /// "space", "return", "hide").
    let name: String
    let action: Action
    /// The key's frame relative to the keyboard's top-leading corner.
    var frame: CGRect

    /// What the cap shows: a character, a word, or a Material Icons ligature (`icon` true).
    func cap(shifted: Bool) -> (text: String, icon: Bool) {
        switch action {
        case .text(let s): return (shifted ? s.uppercased() : s, false)
        case .shift: return ("arrow_upward", true)
        case .backspace: return ("backspace", true)
        case .hide: return ("keyboard_hide", true)
        case .enter: return ("return", false)
        case .space: return ("space", false)
        case .symbols: return ("123", false)
        case .letters: return ("ABC", false)
        }
    }

    var isFunctionKey: Bool {
        if case .text = action { return false }
        return action != .space
    }
}

/// The key grid: a QWERTY page and a digits-and-punctuation page, laid out for a width.
enum KeyboardLayout {
    static let rowHeight: CGFloat = 42
    static let rowSpacing: CGFloat = 11
    static let keySpacing: CGFloat = 6
    static let margin: CGFloat = 4
    static let topPadding: CGFloat = 8
    static let bottomPadding: CGFloat = 12
    /// The keyboard's height (the same for every width).
    static var height: CGFloat { topPadding + 4 * rowHeight + 3 * rowSpacing + bottomPadding }

    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let symbolRows = ["1234567890", "-/:;()&@\"", ".,?!'"]

    /// Every key for a keyboard `width` points wide, on the letters or the symbols page.
    static func keys(width: CGFloat, symbols: Bool) -> [KeyboardKey] {
        let rows = symbols ? symbolRows : letterRows
        let unit = max(1, (width - 2 * margin - 9 * keySpacing) / 10)
        var keys: [KeyboardKey] = []
        func y(_ row: Int) -> CGFloat { topPadding + CGFloat(row) * (rowHeight + rowSpacing) }
        func centered(_ characters: String, row: Int) {
            let count = CGFloat(characters.count)
            let total = count * unit + (count - 1) * keySpacing
            var x = (width - total) / 2
            for c in characters {
                let s = String(c)
                keys.append(
                    KeyboardKey(
                        name: s, action: .text(s), frame: CGRect(x: x, y: y(row), width: unit, height: rowHeight)))
                x += unit + keySpacing
            }
        }
        centered(rows[0], row: 0)
        centered(rows[1], row: 1)
        // Row 3: shift (letters only) and delete at the sides.
        let side = unit * 1.35
        if !symbols {
            keys.append(
                KeyboardKey(
                    name: "shift", action: .shift, frame: CGRect(x: margin, y: y(2), width: side, height: rowHeight)))
        }
        centered(rows[2], row: 2)
        keys.append(
            KeyboardKey(
                name: "delete", action: .backspace,
                frame: CGRect(x: width - margin - side, y: y(2), width: side, height: rowHeight)))
        // Row 4: page switch, hide, space, return.
        let page = unit * 1.5
        let enter = unit * 2.3
        var x = margin
        keys.append(
            KeyboardKey(
                name: symbols ? "ABC" : "123", action: symbols ? .letters : .symbols,
                frame: CGRect(x: x, y: y(3), width: page, height: rowHeight)))
        x += page + keySpacing
        keys.append(
            KeyboardKey(name: "hide", action: .hide, frame: CGRect(x: x, y: y(3), width: page, height: rowHeight)))
        x += page + keySpacing
        let spaceWidth = max(unit, width - margin - enter - keySpacing - x)
        keys.append(
            KeyboardKey(
                name: "space", action: .space, frame: CGRect(x: x, y: y(3), width: spaceWidth, height: rowHeight)))
        keys.append(
            KeyboardKey(
                name: "return", action: .enter,
                frame: CGRect(x: width - margin - enter, y: y(3), width: enter, height: rowHeight)))
        return keys
    }
}
