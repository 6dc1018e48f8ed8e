import Foundation
import PlumeGraphics

/// What a progress view style draws from, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label of the current value, type-erased, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// How much is done, 0...1; nil while indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value's label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// How progress views look, as SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///     }
/// }
/// ProgressView(value: 0.3).progressViewStyle(PercentStyle())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Makes the view of one progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view style stored in the environment, erased.
struct AnyProgressViewStyle {
    let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: ProgressViewStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        make = { AnyView(style().makeBody(configuration: $0)) }
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of the progress views inside: `.automatic` (a bar when determinate, a spinner
    /// when not), `.linear`, `.circular` or a custom `ProgressViewStyle`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.progressViewStyle, AnyProgressViewStyle(style.value))
    }
}

/// A bar when determinate, a spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(configuration: configuration, shape: .automatic)
    }
}

/// A bar: filled to the fraction, or a third of the track sweeping across while indeterminate.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(configuration: configuration, shape: .linear)
    }
}

/// A ring: trimmed to the fraction, or a turning spinner while indeterminate.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInProgressBody(configuration: configuration, shape: .circular)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}
