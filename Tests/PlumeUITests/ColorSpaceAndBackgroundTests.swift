import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `Color(.displayP3, …)`, `.background()` and `.background(in: .capsule)` as SwiftUI code writes them.
@Suite struct ColorSpaceAndBackgroundTests {
    @Test func colorSpacesConvertToSRGB() {
        let gray = Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).resolve(in: .light)
        #expect(abs(gray.red - 0.5) < 0.002 && abs(gray.green - 0.5) < 0.002 && abs(gray.blue - 0.5) < 0.002)
        // P3's red is outside sRGB: clamped to sRGB's red.
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: .light)
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0, "\(red)")
        // A P3 teal: less red and more green in sRGB numbers, all within 0…1.
        let teal = Color(.displayP3, red: 0.2, green: 0.6, blue: 0.6).resolve(in: .light)
        #expect(teal.red < 0.2 && teal.green > 0.6 && (0...1).contains(teal.blue))
        let linear = Color(.sRGBLinear, white: 0.5).resolve(in: .dark)
        #expect(abs(linear.red - 0.7354) < 0.001)
        let bad = Color(.sRGB, red: .nan, green: .infinity, blue: 0.25).resolve(in: .light)
        #expect(bad.red == 0 && bad.green == 0 && bad.blue == 0.25)
    }

    @Test func defaultBackgroundsFollowTheScheme() throws {
        struct Badge: View {
            var body: some View {
                ZStack {
                    Color.red
                    VStack(spacing: 20) {
                        Text("In a capsule").padding(12).background(in: .capsule)
                        Text("Plain").padding(12).background()
                    }
                }
            }
        }
        for scheme in [ColorScheme.light, .dark] {
            let host = ViewHost(Badge(), size: CGSize(width: 240, height: 160), colorScheme: scheme)
            let image = try host.render()
            let capsule = try #require(host.find(text: "In a capsule")).frame
            let plain = try #require(host.find(text: "Plain")).frame
            let expected: UInt8 = scheme == .light ? 255 : 0
            // Just inside each background's left edge, outside the text.
            let a = image.pixel(x: Int(capsule.minX) - 4, y: Int(capsule.midY))
            let b = image.pixel(x: Int(plain.minX) - 8, y: Int(plain.minY) - 8)
            #expect(a.red == expected && a.green == expected, "\(scheme) capsule \(a)")
            #expect(b.red == expected && b.green == expected, "\(scheme) plain \(b)")
            // Outside the capsule's rounded end, the system red shows.
            let corner = image.pixel(x: Int(capsule.minX) - 11, y: Int(capsule.minY) - 11)
            #expect(corner.red == 255 && corner.green < 100, "\(scheme) corner \(corner)")
        }
    }
}
