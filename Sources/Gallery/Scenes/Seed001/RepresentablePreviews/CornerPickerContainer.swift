import Plume

/// A `BackgroundView` whose corner radius is `cornerRadius`: a press across it picks a new radius,
/// which its coordinator (the view's delegate) writes into the binding; the next update gives it to
/// the view.
struct CornerPickerContainer: UIViewRepresentable {
    @Binding var cornerRadius: CGFloat

    func makeCoordinator() -> Coordinator { Coordinator(cornerRadius: $cornerRadius) }

    func makeUIView(context: Context) -> BackgroundView {
        let view = BackgroundView(frame: .zero)
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: BackgroundView, context: Context) {
        context.coordinator.cornerRadius = $cornerRadius
        if view.cornerRadius != cornerRadius { view.cornerRadius = cornerRadius }
    }

    /// Carries the radius a press picks out of the view into the binding.
    final class Coordinator: BackgroundViewDelegate {
        var cornerRadius: Binding<CGFloat>
        init(cornerRadius: Binding<CGFloat>) { self.cornerRadius = cornerRadius }

        func backgroundView(_ view: BackgroundView, didPickCornerRadius radius: CGFloat) {
            cornerRadius.wrappedValue = radius
        }
    }
}
