import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A coffee counter whose count a screen reader reads as one element with a value.
private struct CoffeeCounter: View {
    @State private var cups = 1
    var body: some View {
        VStack {
            Text("Today").font(.headline).accessibilityAddTraits(.isHeader)
            HStack {
                Text("Coffee")
                Spacer()
                Text("\(cups)")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Coffee")
            .accessibilityValue("\(cups) cups")
            .accessibilityHint("The cups you drank today")
            Button {
                cups += 1
            } label: {
                Image(systemName: "plus.circle.fill")
            }
            .accessibilityLabel("Add a cup")
            Image(systemName: "cup.and.saucer").accessibilityHidden(true)
        }
        .padding()
    }
}

/// A meeting header as a tutorial writes it: two stacks a screen reader reads as one element.
private struct MeetingHeader: View {
    let elapsed: Int
    let remaining: Int
    var body: some View {
        VStack {
            ProgressView(value: Double(elapsed) / Double(elapsed + remaining))
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Text("\(elapsed)")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Text("\(remaining)")
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(remaining / 60) minutes")
        .padding()
    }
}

@Suite("Accessibility elements") struct AccessibilityElementTests {
    @Test func aHeaderKeepsItsTextAndGetsTheTrait() {
        let host = ViewHost(CoffeeCounter(), size: CGSize(width: 300, height: 300))
        let header = host.accessibilityElement(labelled: "Today")
        #expect(header?.traits == [.isStaticText, .isHeader])
    }

    @Test func anIgnoringElementReadsOnlyWhatItsModifiersSay() {
        let host = ViewHost(CoffeeCounter(), size: CGSize(width: 300, height: 300))
        let labels = host.accessibilityElements.map(\.label)
        #expect(labels == ["Today", "Coffee", "Add a cup"])
        let coffee = host.accessibilityElement(labelled: "Coffee")
        #expect(coffee?.value == "1 cups")
        #expect(coffee?.hint == "The cups you drank today")
        #expect(coffee?.traits == [])
        // The element covers the whole row, not just its first text.
        #expect((coffee?.frame.width ?? 0) > 200)
    }

    @Test func theValueFollowsTheStateAfterATap() {
        let host = ViewHost(CoffeeCounter(), size: CGSize(width: 300, height: 300))
        #expect(host.tap("Add a cup"))
        #expect(host.tap("Add a cup"))
        #expect(host.accessibilityElement(labelled: "Coffee")?.value == "3 cups")
        #expect(host.accessibilityElement(labelled: "Add a cup")?.traits == [.isButton, .isImage])
    }

    @Test func combiningJoinsTheContentsLabels() {
        let row = HStack {
            Text("Length")
            Spacer()
            Text("10 minutes")
        }
        .accessibilityElement(children: .combine)
        let host = ViewHost(row, size: CGSize(width: 300, height: 60))
        #expect(host.accessibilityElements.map(\.label) == ["Length, 10 minutes"])
        #expect(host.accessibilityElements.first?.traits == .isStaticText)
    }

    @Test func containingKeepsEveryElementAndHiddenFalseKeepsAView() {
        let list = VStack {
            Text("Cathy")
            Text("Daisy").accessibilityHidden(false)
            Text("(decoration)").accessibilityHidden(true)
        }
        .accessibilityElement(children: .contain)
        let host = ViewHost(list, size: CGSize(width: 300, height: 120))
        #expect(host.accessibilityElements.map(\.label) == ["Cathy", "Daisy"])
    }

    @Test func removingTheButtonTraitAndTheOutermostLabelWins() {
        let button = Button("Start Meeting") {}
            .accessibilityRemoveTraits(.isButton)
            .accessibilityAddTraits(.isLink)
            .accessibilityLabel("Begin")
        let host = ViewHost(button.accessibilityLabel("Start the meeting"), size: CGSize(width: 300, height: 60))
        let element = host.accessibilityElements.first
        #expect(host.accessibilityElements.count == 1)
        #expect(element?.label == "Start the meeting")
        #expect(element?.traits == [.isStaticText, .isLink])
    }

    @Test func aTutorialsMeetingHeaderIsOneElement() {
        let host = ViewHost(MeetingHeader(elapsed: 60, remaining: 180), size: CGSize(width: 320, height: 120))
        #expect(host.accessibilityElements.count == 1)
        let header = host.accessibilityElements.first
        #expect(header?.label == "Time remaining")
        #expect(header?.value == "3 minutes")
        #expect(host.find(text: "Seconds Elapsed") != nil)
    }

    @Test func accessibilityModifiersDrawNothing() {
        let plain = ViewHost(MeetingHeader(elapsed: 60, remaining: 180), size: CGSize(width: 320, height: 120))
        let bare = VStack {
            ProgressView(value: 0.25)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Text("60")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Text("180")
                }
            }
        }
        .padding()
        let unlabelled = ViewHost(bare, size: CGSize(width: 320, height: 120))
        #expect(plain.displayList == unlabelled.displayList)
    }
}
