// swift-tools-version:5.9
// A user's package as plume-preview meets it: a library of views with previews, depending on Plume.
// `make preview-check` runs `plume-preview FixtureViews --package-path Tests/Fixtures/PreviewFixture`.
import PackageDescription

let package = Package(
    name: "PreviewFixture",
    products: [.library(name: "FixtureViews", targets: ["FixtureViews"])],
    dependencies: [.package(name: "Plume", path: "../../..")],
    targets: [
        .target(
            name: "FixtureViews",
            dependencies: [
                .product(name: "SwiftUI", package: "Plume")
            ])
    ]
)
