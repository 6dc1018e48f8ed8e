import Foundation
import PlumeAnimation
import PlumeGraphics

/// The stable text form of a laid-out tree: one line per view with a layout of its own (stacks,
/// modifiers that lay out, text, shapes…), indented by depth, with its frame and details.
///
/// ```
/// VStack (0, 0, 400, 600)
///   Text (180, 290, 40, 21) "Hello"
/// ```
@MainActor
enum LayoutDump {
    static func dump(_ root: ViewNode) -> String {
        var lines: [String] = []
        func f(_ r: CGRect) -> String {
            "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
        }
        func walk(_ node: ViewNode, _ indent: String) {
            guard !node.behavior.isHiddenFromInspection else { return }
            var childIndent = indent
            if node.behavior.appearsInDump {
                var line = "\(indent)\(node.typeName) \(f(node.frame))"
                if let details = node.behavior.dumpDetails { line += " \(details)" }
                let drawn = node.drawFrame
                if drawn != node.frame { line += " drawn at \(f(drawn))" }
                lines.append(line)
                childIndent += "  "
            }
            for child in node.behavior.inspectedChildren { walk(child, childIndent) }
        }
        for child in root.children { walk(child, "") }
        return lines.joined(separator: "\n")
    }
}
