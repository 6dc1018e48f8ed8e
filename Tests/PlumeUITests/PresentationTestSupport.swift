import Foundation
import PlumeTesting

@testable import PlumeUI

extension ViewHost {
    /// Where the text `text` is drawn in the last frame (its frame moved by the transforms around
    /// it, such as a transition's slide), or nil when it is not drawn.
    func drawnFrame(ofText text: String) -> CGRect? {
        var found: CGRect?
        func walk(_ list: DisplayList, _ transform: CGAffineTransform) {
            for item in list.items {
                switch item {
                case .text(let request, let frame, _) where request.string == text: found = frame.applying(transform)
                case .effect(.transform(let t), let inner): walk(inner, t.concatenating(transform))
                case .effect(_, let inner): walk(inner, transform)
                default: break
                }
            }
        }
        walk(displayList, .identity)
        return found
    }

    /// The color the text `text` is drawn in, in the last frame.
    func drawnColor(ofText text: String) -> Color.Resolved? {
        var found: Color.Resolved?
        func walk(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .text(let request, _, let color) where request.string == text: found = color
                case .effect(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(displayList)
        return found
    }

    /// The dump lines naming presented views (`Sheet`, `Alert`, `Dimming`…).
    func presentedLines(_ name: String) -> [String] {
        dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix(name + " ")
        }
    }
}
