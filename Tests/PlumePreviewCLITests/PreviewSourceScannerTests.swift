import Testing

@testable import PlumePreviewCLI

@Suite("plume-preview: finding previews in sources") struct PreviewSourceScannerTests {
    @Test func countsPreviewMacrosAndNamesProviders() {
        let result = PreviewSourceScanner.scan(
            source: """
                import SwiftUI
                struct Card: View { var body: some View { Text("{") } }
                #Preview { Card() }
                #Preview("Dark", traits: .sizeThatFits) { Card() }
                struct Card_Previews: PreviewProvider {
                    static var previews: some View { Card() }
                }
                public struct Other_Previews: SwiftUI.PreviewProvider, Sendable {
                    static var previews: some View { Card() }
                }
                """)
        #expect(result.previewMacros == 2)
        #expect(result.providers == ["Card_Previews", "Other_Previews"])
        #expect(result.unreachable.isEmpty)
    }

    @Test func skipsCommentsAndStrings() {
        let result = PreviewSourceScanner.scan(
            source: """
                // #Preview { Card() }
                /* struct A_Previews: PreviewProvider { /* nested */ } */
                let text = "#Preview { } struct B: PreviewProvider {"
                let raw = #"struct C: PreviewProvider { "quoted" }"#
                let long = \"\"\"
                    #Preview { }
                    \"\"\"
                """)
        #expect(result == PreviewSourceScanner.Result())
    }

    @Test func qualifiesNestedTypesAndExtensions() {
        let result = PreviewSourceScanner.scan(
            source: """
                enum Screens {
                    struct Home_Previews: PreviewProvider { static var previews: some View { Text("") } }
                    class func make() {}
                }
                struct Plain {}
                extension Plain: PreviewProvider { static var previews: some View { Text("") } }
                """)
        #expect(result.providers == ["Screens.Home_Previews", "Plain"])
    }

    @Test func reportsProvidersTheRunnerCannotName() {
        let result = PreviewSourceScanner.scan(
            source: """
                private struct Hidden_Previews: PreviewProvider { static var previews: some View { Text("") } }
                fileprivate struct File_Previews: PreviewProvider { static var previews: some View { Text("") } }
                func make() {
                    struct Local_Previews: PreviewProvider { static var previews: some View { Text("") } }
                }
                """)
        #expect(result.providers.isEmpty)
        #expect(
            result.unreachable == [
                "Hidden_Previews (private)", "File_Previews (fileprivate)",
                "Local_Previews (declared inside a function or closure)",
            ])
    }

    @Test func unbalancedOrHugeSourcesFinishWithoutCrashing() {
        let huge = String(repeating: "struct S: PreviewProvider { ", count: 500) + "\"unterminated /* comment"
        let result = PreviewSourceScanner.scan(source: huge)
        #expect(result.providers.count == 500)
        // Each level adds one name to the path (the path of a type is not its scope's path again).
        #expect(result.providers[2] == "S.S.S")
        #expect(result.providers.last?.count == 500 * 2 - 1)
        #expect(PreviewSourceScanner.scan(source: "}}}} #Preview").previewMacros == 1)
    }
}
