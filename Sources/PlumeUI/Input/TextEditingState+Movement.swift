import Foundation

/// Caret movements by character, word, line and document, with or without extending the selection.
extension TextEditingState {
    /// Where a caret movement goes.
    enum Movement: Equatable {
        case backward, forward
        case wordBackward, wordForward
        /// The start or end of the current hard line (the whole text in a single-line field).
        case lineStart, lineEnd
        case documentStart, documentEnd
    }

    /// Moves the caret (or, with `extend`, the selection's moving end). Without `extend`, Left and
    /// Right over a selection collapse it to its start or end, as on every desktop.
    mutating func move(_ movement: Movement, extend: Bool = false) {
        if !extend, hasSelection, movement == .backward || movement == .forward {
            setCaret(movement == .backward ? selection.lowerBound : selection.upperBound)
            return
        }
        setCaret(target(of: movement), extend: extend)
    }

    /// The offset `movement` leads to from the caret.
    func target(of movement: Movement) -> Int {
        let end = text.utf8.count
        switch movement {
        case .backward: return head == 0 ? 0 : offset(text.index(before: index(head)))
        case .forward: return head == end ? end : offset(text.index(after: index(head)))
        case .wordBackward: return wordBoundary(before: head)
        case .wordForward: return wordBoundary(after: head)
        case .lineStart:
            var i = index(head)
            while i > text.startIndex {
                let previous = text.index(before: i)
                if text[previous] == "\n" { break }
                i = previous
            }
            return offset(i)
        case .lineEnd:
            var i = index(head)
            while i < text.endIndex, text[i] != "\n" { i = text.index(after: i) }
            return offset(i)
        case .documentStart: return 0
        case .documentEnd: return end
        }
    }

    /// The start of the word before `offset` (skipping spaces and punctuation first).
    func wordBoundary(before offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, Self.wordClass(text[text.index(before: i)]) != 0 { i = text.index(before: i) }
        while i > text.startIndex, Self.wordClass(text[text.index(before: i)]) == 0 { i = text.index(before: i) }
        return self.offset(i)
    }

    /// The end of the word after `offset` (skipping spaces and punctuation first).
    func wordBoundary(after offset: Int) -> Int {
        var i = index(offset)
        while i < text.endIndex, Self.wordClass(text[i]) != 0 { i = text.index(after: i) }
        while i < text.endIndex, Self.wordClass(text[i]) == 0 { i = text.index(after: i) }
        return self.offset(i)
    }
}
