import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A flash-card deck written with SwiftUI's first accessibility spellings: icon buttons named with
/// `accessibility(label:)`, the cards under the top one hidden, and big answer buttons shown when
/// the user asks for shapes instead of colours.
private struct Deck: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
    @Environment(\.accessibilityEnabled) var accessibilityEnabled
    @State private var cards = ["Paris", "Rome", "Oslo"]
    var body: some View {
        VStack {
            Button {
                cards.append("Bern")
            } label: {
                Image(systemName: "plus.circle")
            }
            .accessibility(label: Text("Add Card"))
            .accessibility(hint: Text("Adds a card to your deck."))
            ZStack {
                ForEach(cards.indices, id: \.self) { index in
                    Text(cards[index])
                        .accessibility(hidden: index < cards.count - 1)
                }
            }
            if differentiateWithoutColor || accessibilityEnabled {
                HStack {
                    Button {
                        cards.removeLast()
                    } label: {
                        Image(systemName: "xmark.circle")
                    }
                    .accessibility(label: Text("Wrong"))
                    Button {
                        cards.removeLast()
                    } label: {
                        Image(systemName: "checkmark.circle")
                    }
                    .accessibility(label: Text("Right"))
                }
            }
        }
    }
}

@MainActor
@Suite("Legacy accessibility modifiers") struct LegacyAccessibilityModifiersTests {
    @Test func aLabelGivenTheOldWayNamesTheButtonForATap() {
        let host = ViewHost(Deck(), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Add Card"))
        let add = host.accessibilityElement(labelled: "Add Card")
        #expect(add?.hint == "Adds a card to your deck.")
        #expect(add?.traits.contains(.isButton) == true)
        // Only the top card (the last one added) is read; the ones under it are hidden.
        let cards = host.accessibilityElements.map(\.label).filter { ["Paris", "Rome", "Oslo", "Bern"].contains($0) }
        #expect(cards == ["Bern"])
    }

    @Test func theSettingsAreOffInAWindowAndAViewCanTurnThemOn() {
        let plain = ViewHost(Deck(), size: CGSize(width: 300, height: 200))
        #expect(plain.find(label: "Wrong") == nil)

        let shapes = ViewHost(
            Deck().environment(\.accessibilityDifferentiateWithoutColor, true), size: CGSize(width: 300, height: 200))
        #expect(shapes.find(label: "Wrong") != nil)
        #expect(shapes.tap("Right"))
        #expect(shapes.find(text: "Oslo") == nil)
        #expect(shapes.find(text: "Rome") != nil)

        let reader = ViewHost(Deck().environment(\.accessibilityEnabled, true), size: CGSize(width: 300, height: 200))
        #expect(reader.find(label: "Right") != nil)
    }

    @Test func everySettingReadsFalseByDefault() {
        let values = EnvironmentValues()
        #expect(!values.accessibilityEnabled)
        #expect(!values.accessibilityVoiceOverEnabled)
        #expect(!values.accessibilitySwitchControlEnabled)
        #expect(!values.accessibilityDifferentiateWithoutColor)
        #expect(!values.accessibilityReduceMotion)
        #expect(!values.accessibilityReduceTransparency)
        #expect(!values.accessibilityInvertColors)
        #expect(!values.accessibilityShowButtonShapes)
    }

    @Test func valueAndTraitsTheOldWay() {
        let row = HStack {
            Text("Volume")
            Text("7")
        }
        .accessibilityElement(children: .ignore)
        .accessibility(label: Text("Volume"))
        .accessibility(value: Text("7 of 10"))
        .accessibility(addTraits: .isHeader)
        let host = ViewHost(row, size: CGSize(width: 300, height: 60))
        let element = host.accessibilityElement(labelled: "Volume")
        #expect(element?.value == "7 of 10")
        #expect(element?.traits.contains(.isHeader) == true)
    }
}
