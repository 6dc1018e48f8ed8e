import Foundation
import Plume

/// One face of a card that flips: turned `angle` degrees about its vertical centre line with
/// `rotation3DEffect`, and hidden while its back faces the viewer. Two faces, one turned by `angle`
/// and the other by `angle - 180`, make a card that flips.
///
/// An animatable modifier, so the face hides exactly when the animated turn passes 90°.
struct CardFace: AnimatableModifier {
    /// The turn in degrees; 0 faces the viewer, 90 is edge-on.
    var angle: Double
    /// How close the eye is: 0.6 puts it about two card widths away (SwiftUI's default is 1).
    var perspective: CGFloat = 0.6

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    /// Whether the front of the content faces the viewer (the turn folded into -180..<180 is within 90°).
    var facesViewer: Bool {
        let a = angle.truncatingRemainder(dividingBy: 360)
        let folded = a >= 180 ? a - 360 : (a < -180 ? a + 360 : a)
        return abs(folded) < 90
    }

    func body(content: Content) -> some View {
        content
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0), perspective: perspective)
            .opacity(facesViewer ? 1 : 0)
    }
}
