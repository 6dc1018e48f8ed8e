import Foundation
import Plume

/// Every gallery scene, in the order of GALLERY.md.
public enum SceneRegistry {
    /// All scenes, built or planned.
    public static let all: [GalleryScene] =
        [
            // Seed 000 (exploringswift.com)
            CompanyEmployeesScene.scene,
            FocusLoginScene.scene,
            BezierChartScene.scene,
            GlideCardScene.scene,
            MinStackScene.scene,
            LoginStateScene.scene,
            LocalAuthScene.scene,
            // Seed 001 (augmentedcode.io)
            WaveScene.scene,
            PlantWidgetSceneEntry.scene,
            StateObjectLifecycleScene.scene,
            ButtonKitScene.scene,
            PickersScene.scene,
            RepresentablePreviewsScene.scene,
            EqualWidthScene.scene,
            NumberFieldScene.scene,
            DynamicMemberScene.scene,
            // Seed 002 (Swift You and I)
            CountDownUpScene.scene,
            FaveDishesScene.scene,
            TogglesScene.scene,
            KeyboardAwareScene.scene,
            CodableObservableScene.scene,
            ScrollMagicScene.scene,
            MoonshotScene.scene,
            FakeSignupScene.scene,
            VectorImagesScene.scene,
            // Seed 003 (#addsubview)
            ConstraintsScene.scene,
            AddViewsScene.scene,
            TapGoalScene.scene,
            VolumeScene.scene,
            SlideOutView.scene,
            ReactionPopupView.scene,
            MaterialNewsScene.scene,
            CardTransitionsView.scene,
            CircularLoaderScene.scene,
            BlurScene.scene,
            CollisionsScene.scene,
            // App structure (issue #11): not from a tutorial; the pieces a real app is built of
            NotesScene.scene,
            // The everyday catalogue (issue #12): one page per area of everyday SwiftUI views
            CatalogueScene.scene,
        ] + swiftDataScenes

    /// The scenes written with SwiftData (issue #13), which exists on Linux only (Plume's module).
    #if os(Linux)
        private static let swiftDataScenes = [SwiftDataEmployees.scene]
    #else
        private static let swiftDataScenes: [GalleryScene] = []
    #endif

    /// The scene with `id`, or nil.
    public static func scene(id: String) -> GalleryScene? { all.first { $0.id == id } }

    /// The scenes that are built.
    public static var built: [GalleryScene] { all.filter(\.isBuilt) }
}
