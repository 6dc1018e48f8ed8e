import Foundation

// `swift run plume-preview [target] [--out DIR] [--scheme light|dark|both] [--watch]`: see PreviewCommand.
let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
do {
    let options = try PreviewOptions.parse(Array(CommandLine.arguments.dropFirst()), currentDirectory: currentDirectory)
    try PreviewCommand(options: options).run()
} catch {
    FileHandle.standardError.write(Data("plume-preview: \(error)\n".utf8))
    exit(1)
}
