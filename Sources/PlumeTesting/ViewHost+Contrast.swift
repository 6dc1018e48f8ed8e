import Foundation
import PlumeUI

extension ViewHost {
    /// The user's contrast setting changes (`\.colorSchemeContrast`), as a desktop's high-contrast
    /// switch does; then a frame runs.
    public func setColorSchemeContrast(_ contrast: ColorSchemeContrast) {
        onMain { graph.colorSchemeContrast = contrast }
        runFrame()
    }
}
