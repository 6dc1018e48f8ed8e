import Foundation
import Gallery

let status = GalleryCommand.run(Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(1) != 0)
exit(status)
