import Foundation
import Observation
import PlumeStreams
import PlumeTesting
import PlumeUI
import Testing

/// Each modifier that changes the environment from its inputs, as a row applies it.
enum EnvironmentInputModifier: String, CaseIterable, Sendable {
    case fontWeight, bold, italic, fontDesign, monospaced, monospacedDigit, underline, strikethrough, tracking
    case kerning, baselineOffset, lineLimitRange, lineLimitReserving, scrollDisabled, focusEffectDisabled
    case preferredColorScheme, redacted, privacySensitive, symbolVariant, dynamicTypeSizeRange
    case environmentObject, observableEnvironment, fileDialogMessage, fileDialogDirectory, defaultScrollAnchor
    case scrollBounceBehavior

    /// The modifier on `content` (a stack, so that the view modifiers apply, not `Text`'s own), erased:
    /// an `AnyView` compares by the view it holds (a builder's `switch` would count as changed).
    @MainActor func apply<Content: View>(to content: Content, model: RowModel) -> AnyView {
        switch self {
        case .fontWeight: AnyView(content.fontWeight(.semibold))
        case .bold: AnyView(content.bold())
        case .italic: AnyView(content.italic())
        case .fontDesign: AnyView(content.fontDesign(.serif))
        case .monospaced: AnyView(content.monospaced())
        case .monospacedDigit: AnyView(content.monospacedDigit())
        case .underline: AnyView(content.underline())
        case .strikethrough: AnyView(content.strikethrough())
        case .tracking: AnyView(content.tracking(0.5))
        case .kerning: AnyView(content.kerning(0.5))
        case .baselineOffset: AnyView(content.baselineOffset(1))
        case .lineLimitRange: AnyView(content.lineLimit(1...2))
        case .lineLimitReserving: AnyView(content.lineLimit(2, reservesSpace: true))
        case .scrollDisabled: AnyView(content.scrollDisabled(true))
        case .focusEffectDisabled: AnyView(content.focusEffectDisabled())
        case .preferredColorScheme: AnyView(content.preferredColorScheme(.light))
        case .redacted: AnyView(content.redacted(reason: []))
        case .privacySensitive: AnyView(content.privacySensitive())
        case .symbolVariant: AnyView(content.symbolVariant(.fill))
        case .dynamicTypeSizeRange: AnyView(content.dynamicTypeSize(.xSmall ... .xxxLarge))
        case .environmentObject: AnyView(content.environmentObject(model))
        case .observableEnvironment: AnyView(content.environment(model.tracker))
        case .fileDialogMessage: AnyView(content.fileDialogMessage("Pick a file"))
        case .fileDialogDirectory: AnyView(content.fileDialogDefaultDirectory(URL(fileURLWithPath: "/tmp")))
        case .defaultScrollAnchor: AnyView(content.defaultScrollAnchor(.bottom))
        case .scrollBounceBehavior: AnyView(content.scrollBounceBehavior(.basedOnSize))
        }
    }
}

@Observable final class RowTracker {}

final class RowModel: ObservableObject {
    let tracker = RowTracker()
}

/// Rows whose texts carry one such modifier, under a sheet presented by the view that makes them:
/// presenting runs that body again, which makes every row and modifier again.
private struct StyledRowsUnderASheet: View {
    let modifier: EnvironmentInputModifier
    @State private var presented = false
    @State private var heavy = false
    @StateObject private var model = RowModel()

    var body: some View {
        VStack {
            Button("Present") { presented = true }
            Button("Heavy") { heavy = true }
            List(0..<80, id: \.self) { n in
                HStack {
                    VStack { Text("Row \(n)") }.fontWeight(heavy && n == 3 ? .black : .regular)
                    Spacer()
                    modifier.apply(to: VStack { Text("detail") }, model: model)
                }
            }
        }
        .sheet(isPresented: $presented) { Text("A sheet over the rows") }
    }
}

/// The modifiers that change an environment value from their inputs compare as values
/// (`EnvironmentRule`): a row made again with the same inputs is not rebuilt, and a row whose input
/// changed is.
@MainActor @Suite struct EnvironmentRuleUnchangedRowsTests {
    @Test(arguments: EnvironmentInputModifier.allCases)
    func presentingASheetDoesNotRebuildRowsStyledBy(_ modifier: EnvironmentInputModifier) throws {
        let host = ViewHost(StyledRowsUnderASheet(modifier: modifier), size: CGSize(width: 390, height: 480))
        #expect(host.find(text: "Row 3") != nil)
        let bodies = try #require(host.bodiesEvaluated(tapping: "Present"))
        #expect(host.find(text: "A sheet over the rows") != nil)
        #expect(bodies < 40, "\(bodies) bodies")
    }

    @Test func aRowWhoseWeightChangedIsDrawnAgain() throws {
        let host = ViewHost(StyledRowsUnderASheet(modifier: .bold), size: CGSize(width: 390, height: 480))
        let regular = try #require(host.find(text: "Row 3")).frame.width
        let neighbour = try #require(host.find(text: "Row 2")).frame.width
        #expect(host.tap("Heavy"))
        host.runFrame()
        let black = try #require(host.find(text: "Row 3")).frame.width
        #expect(black > regular, "black \(black), regular \(regular)")
        #expect(try #require(host.find(text: "Row 2")).frame.width == neighbour)
    }
}
