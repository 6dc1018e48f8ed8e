// swift-tools-version:6.0
// Plume: SwiftUI, Combine and Core Data for Linux. See docs/ARCHITECTURE.md for the layer table
// that scripts/check-layers.py enforces on every `import` line.
import CompilerPluginSupport
import Foundation
import PackageDescription

// Targets whose code checks as Swift 6 (strict concurrency) use it; the others stay in Swift 5
// mode for the reasons docs/ARCHITECTURE.md gives ("Language modes and isolation").
let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
let v6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
// PlumeUI and the targets built on it compile in Swift 6 with no concurrency warnings and the full test run
// passes with them in Swift 6, but they stay Swift 5 by default until the run-time isolation checks' cost in
// the engine's own closures is removed and measured: `PLUME_SWIFT6=1` builds them in the Swift 6 language
// mode (`make swift6-check`; docs/ARCHITECTURE.md, "Language modes and isolation").
let uiLanguageMode: [SwiftSetting] = ProcessInfo.processInfo.environment["PLUME_SWIFT6"] == "1" ? v6 : v5

// The `hello-plume`, `windows` and `writer` examples are written as an Apple-platform app (`import SwiftUI`): on
// Linux that is Plume's `SwiftUI` module (declared at the end of this file), elsewhere Apple's framework.
#if os(Linux)
    let helloPlumeUI: Target.Dependency = "SwiftUI"
#else
    let helloPlumeUI: Target.Dependency = "Plume"
#endif

var package = Package(
    name: "Plume",
    defaultLocalization: "en",
    products: [
        .library(name: "Plume", targets: ["Plume"]),
        .library(name: "PlumeTesting", targets: ["PlumeTesting"]),
        .library(name: "ButtonKit", targets: ["ButtonKit"]),
        .executable(name: "gallery", targets: ["GalleryCLI"]),
        .executable(name: "PlumeBench", targets: ["PlumeBench"]),
        .executable(name: "hello-plume", targets: ["HelloPlume"]),
        .executable(name: "windows", targets: ["Windows"]),
        .executable(name: "writer", targets: ["Writer"]),
        .executable(name: "plume-preview", targets: ["PlumePreviewCLI"]),
    ],
    targets: [
        // System-library shims (pkg-config).
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CPAM", pkgConfig: "pam", providers: [.apt(["libpam0g-dev"])]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),

        // Layers, top to bottom (docs/ARCHITECTURE.md).
        .target(name: "PlumeStreams", swiftSettings: v5),
        .target(name: "PlumeFoundation", swiftSettings: v5),
        .target(name: "PlumeGraphics", swiftSettings: v6),
        .target(name: "PlumeAnimation", dependencies: ["PlumeGraphics"], swiftSettings: v6),
        .target(name: "CPlumeSections"),
        // Callgrind client requests for PlumeBench's `--instructions` (valgrind's header, when present).
        .target(name: "CPlumeCallgrind"),
        // C11 thread-local words for SwiftData's model construction and PlumeStore's wrapper numbering (a
        // load, not a pthread call).
        .target(name: "CPlumeThreadLocal"),
        .target(
            name: "PlumeUI",
            dependencies: ["PlumeGraphics", "PlumeAnimation", "PlumeStreams", "PlumeFoundation", "CPlumeSections"],
            swiftSettings: uiLanguageMode),
        .target(name: "PlumeCairo", dependencies: ["PlumeGraphics", "CCairo", "CRsvg"], swiftSettings: v6),
        // The desktop's file dialog through the XDG desktop portal, on libdbus (the window host installs it).
        .target(name: "PlumePortal", dependencies: ["PlumeUI", "PlumeFoundation", "CDBus"], swiftSettings: v5),
        .target(
            name: "PlumeSDL",
            dependencies: [
                "PlumeUI", "PlumeCairo", "PlumeAnimation", "PlumeGraphics", "PlumeStreams", "PlumePortal",
                "PlumeFoundation", "CSDL2",
            ],
            swiftSettings: v5),
        .target(
            name: "PlumeStore", dependencies: ["PlumeStreams", "PlumeFoundation", "CSQLite", "CPlumeThreadLocal"],
            swiftSettings: v5),
        // AVFoundation's audio player on SDL2's audio (the `volume` scene).
        .target(name: "PlumeAudio", dependencies: ["CSDL2"], swiftSettings: v6),
        .target(
            name: "PlumeStoreUI", dependencies: ["PlumeUI", "PlumeStore", "PlumeStreams"], swiftSettings: uiLanguageMode
        ),
        // LocalAuthentication's LAContext on Linux-PAM, with its password dialog.
        .target(
            name: "PlumeLocalAuth", dependencies: ["CPAM", "PlumeUI", "PlumeGraphics", "PlumeStreams"],
            resources: [.copy("Resources")], swiftSettings: uiLanguageMode),
        .target(
            name: "PlumeTesting", dependencies: ["PlumeUI", "PlumeCairo", "PlumeStreams", "PlumeGraphics"],
            swiftSettings: v5),
        .target(
            name: "Plume",
            dependencies: [
                "PlumeStreams", "PlumeFoundation", "PlumeGraphics", "PlumeAnimation", "PlumeUI", "PlumeCairo",
                "PlumeStore", "PlumeStoreUI", "PlumeSDL",
            ],
            swiftSettings: uiLanguageMode),

        // Showcase and measurements.
        .target(name: "ButtonKit", dependencies: ["Plume"], swiftSettings: uiLanguageMode),
        .target(
            name: "Gallery", dependencies: ["Plume", "ButtonKit", "PlumeTesting", "PlumeAudio", "PlumeLocalAuth"],
            resources: [.copy("Resources")], swiftSettings: v5),
        .executableTarget(name: "HelloPlume", dependencies: [helloPlumeUI], swiftSettings: v6),
        .executableTarget(name: "Windows", dependencies: [helloPlumeUI], swiftSettings: v6),
        .executableTarget(name: "Writer", dependencies: [helloPlumeUI], swiftSettings: v6),
        .executableTarget(name: "GalleryCLI", dependencies: ["Gallery", "Plume"], swiftSettings: uiLanguageMode),
        // `swift run plume-preview`: renders a target's previews through a generated runner package.
        .executableTarget(name: "PlumePreviewCLI", swiftSettings: uiLanguageMode),
        .executableTarget(
            name: "PlumeBench", dependencies: ["Plume", "PlumeTesting", "Gallery", "CSQLite", "CPlumeCallgrind"],
            swiftSettings: v5),

        // Tests mirror the sources.
        .testTarget(name: "PlumeStreamsTests", dependencies: ["PlumeStreams"], swiftSettings: v5),
        .testTarget(
            name: "PlumeFoundationTests", dependencies: ["PlumeFoundation"],
            resources: [.process("Fixtures")], swiftSettings: v5),
        .testTarget(name: "PlumeGraphicsTests", dependencies: ["PlumeGraphics"], swiftSettings: v5),
        .testTarget(name: "PlumeAnimationTests", dependencies: ["PlumeAnimation"], swiftSettings: v5),
        .testTarget(name: "PlumeUITests", dependencies: ["PlumeUI", "PlumeTesting"], swiftSettings: v5),
        .testTarget(name: "PlumePreviewCLITests", dependencies: ["PlumePreviewCLI"], swiftSettings: v5),
        .testTarget(name: "PlumeCairoTests", dependencies: ["PlumeCairo"], swiftSettings: v5),
        .testTarget(
            name: "PlumeSDLTests", dependencies: ["PlumeSDL", "PlumeUI", "PlumeTesting"], swiftSettings: v5),
        .testTarget(name: "PlumeStoreTests", dependencies: ["PlumeStore"], swiftSettings: v5),
        .testTarget(
            name: "PlumePortalTests", dependencies: ["PlumePortal", "PlumeUI", "PlumeFoundation", "PlumeTesting"],
            exclude: ["fake-portal.py"], swiftSettings: v5),
        .testTarget(name: "PlumeAudioTests", dependencies: ["PlumeAudio"], swiftSettings: v5),
        .testTarget(
            name: "PlumeStoreUITests", dependencies: ["PlumeStoreUI", "PlumeTesting", "Plume"], swiftSettings: v5),
        .testTarget(
            name: "GalleryTests", dependencies: ["Gallery", "PlumeTesting", "Plume", "PlumeAudio", "PlumeLocalAuth"],
            swiftSettings: v5),
    ]
)

// Apple's module names, so that code written for Apple's platforms compiles unchanged: `import SwiftUI`,
// `import Combine` and `import CoreData` are thin modules over Plume's. They exist only on Linux, where
// Apple's own do not; on Apple's platforms the package still resolves and those imports mean Apple's.
#if os(Linux)
    /// The toolchain's own swift-syntax (`<toolchain>/usr/lib/swift/host`), found from the `swiftc` on
    /// `PATH` (or `SWIFT_EXEC`); the compiler's macros are built from it, and so are Plume's.
    var toolchainSwiftSyntax: String {
        let environment = ProcessInfo.processInfo.environment
        var candidates = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        if let exec = environment["SWIFT_EXEC"] { candidates.insert(exec, at: 0) }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
            let bin = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().deletingLastPathComponent()
            let host = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host")
            if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
                return host.path
            }
        }
        return "/usr/lib/swift/host"
    }

    /// What Apple's Foundation brings into every file that imports it, and Linux's does not: Combine
    /// (`ObservableObject`, `@Published`), Observation (`@Observable`) and `URLSession`
    /// (FoundationNetworking). A file of an Apple-platform app that says only `import Foundation`
    /// compiles on Linux when its target has these settings (README, "Porting an app"); the test
    /// target `SwiftUITests` has them to show it.
    let appleFoundationImports: [SwiftSetting] = [
        .unsafeFlags(
            ["Combine", "Observation", "FoundationNetworking"].flatMap {
                ["-Xfrontend", "-import-module", "-Xfrontend", $0]
            })
    ]

    package.products += [
        .library(name: "PlumeMacros", targets: ["PlumeMacros"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    ]
    package.targets += [
        .target(
            name: "SwiftUI",
            dependencies: [
                "PlumeFoundation", "PlumeStreams", "PlumeGraphics", "PlumeAnimation", "PlumeUI", "PlumeCairo",
                "PlumeSDL", "PlumeStore", "PlumeStoreUI", "PlumeMacros",
            ],
            swiftSettings: uiLanguageMode),
        .target(name: "Combine", dependencies: ["PlumeStreams"], swiftSettings: v6),
        // `import CoreGraphics`: Foundation's geometry, `CGAffineTransform`, `CGVector` and `CGContext`.
        .target(name: "CoreGraphics", dependencies: ["PlumeGraphics", "PlumeCairo"], swiftSettings: v6),
        .target(name: "UniformTypeIdentifiers", dependencies: ["PlumeFoundation"], swiftSettings: v6),
        // Only the audio player and its session (PlumeAudio), not the rest of Apple's AVFoundation.
        .target(name: "AVFoundation", dependencies: ["PlumeAudio"], swiftSettings: v6),
        .target(name: "LocalAuthentication", dependencies: ["PlumeLocalAuth"], swiftSettings: v6),
        .testTarget(
            name: "PlumeLocalAuthTests",
            dependencies: ["PlumeLocalAuth", "LocalAuthentication", "PlumeTesting", "PlumeUI"], swiftSettings: v5),
        // `#Preview`, `@Previewable` and `@Entry`: declared in PlumeMacros, expanded by a compiler plugin
        // built from the swift-syntax that the toolchain ships for its own macros (no package fetched).
        .macro(
            name: "PlumeMacrosPlugin", swiftSettings: [.unsafeFlags(["-I", toolchainSwiftSyntax])],
            linkerSettings: [
                .unsafeFlags(
                    ["-L", toolchainSwiftSyntax, "-Xlinker", "-rpath", "-Xlinker", toolchainSwiftSyntax]
                        + [
                            "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftParser", "SwiftDiagnostics",
                            "SwiftOperators", "SwiftBasicFormat", "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion",
                            "SwiftCompilerPluginMessageHandling",
                        ].map { "-l\($0)" })
            ]),
        .target(name: "PlumeMacros", dependencies: ["PlumeMacrosPlugin", "PlumeUI"], swiftSettings: uiLanguageMode),
        .testTarget(
            name: "PlumeMacrosTests", dependencies: ["PlumeMacros", "PlumeUI", "PlumeTesting"], swiftSettings: v5),
        .target(name: "CoreData", dependencies: ["PlumeStore"], swiftSettings: v6),
        // SwiftData's names over PlumeStore; `@Model` and its companions are expanded by PlumeMacrosPlugin.
        .target(
            name: "SwiftData",
            dependencies: [
                "PlumeMacrosPlugin", "PlumeStore", "PlumeStreams", "PlumeUI", "PlumeAnimation", "CPlumeThreadLocal",
            ],
            swiftSettings: v5),
        .testTarget(
            name: "SwiftDataTests", dependencies: ["SwiftData", "SwiftUI", "CoreData", "PlumeTesting"],
            swiftSettings: v5),
        .testTarget(
            name: "SwiftUITests", dependencies: ["SwiftUI", "Combine", "CoreData", "CoreGraphics", "PlumeTesting"],
            swiftSettings: v5 + appleFoundationImports),
        // Swift 6 user code: views with modifiers built in nonisolated functions, as SwiftUI's nonisolated
        // modifiers allow (docs/ARCHITECTURE.md, "Language modes and isolation"). Warnings are errors here,
        // so a modifier that is main-actor isolated again fails the build.
        .testTarget(
            name: "SwiftUISwift6Tests", dependencies: ["SwiftUI", "PlumeTesting"],
            swiftSettings: v6 + [.unsafeFlags(["-warnings-as-errors"])]),
    ]
    // The gallery's SwiftData scene (`company-employees-swiftdata`) is written as for Apple's platforms.
    package.targets.first { $0.name == "Gallery" }?.dependencies += ["SwiftData", "SwiftUI"]
    package.targets.first { $0.name == "GalleryTests" }?.dependencies += ["SwiftData"]
    // The `writer` example imports UniformTypeIdentifiers (Apple's module on Apple's platforms).
    package.targets.first { $0.name == "Writer" }?.dependencies += ["UniformTypeIdentifiers"]
    // PlumeBench's SwiftData figures.
    package.targets.first { $0.name == "PlumeBench" }?.dependencies += ["SwiftData"]
    // On Linux the umbrella gives the macros too.
    package.targets.first { $0.name == "Plume" }?.dependencies.append("PlumeMacros")
#endif
