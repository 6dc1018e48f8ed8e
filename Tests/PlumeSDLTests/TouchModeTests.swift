import Foundation
import Testing

@testable import PlumeSDL

/// Touch mode of the window host: an explicit option wins; otherwise `PLUME_TOUCH` decides.
@MainActor
@Suite struct TouchModeTests {
    @Test func anExplicitOptionDecides() {
        #expect(SDLWindowHost.Options(touchMode: true).resolvedTouchMode)
        #expect(!SDLWindowHost.Options(touchMode: false).resolvedTouchMode)
    }

    @Test func theEnvironmentValueTurnsItOnOnlyWhenAskedFor() {
        for on in ["1", "true", "YES", " yes "] { #expect(SDLWindowHost.Options.touchMode(environment: on), "\(on)") }
        for off in [nil, "", "0", "false", "no", "touch"] {
            #expect(!SDLWindowHost.Options.touchMode(environment: off), "\(off ?? "nil")")
        }
    }
}
