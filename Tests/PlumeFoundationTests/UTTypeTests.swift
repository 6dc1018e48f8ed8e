import Foundation
import PlumeFoundation
import Testing

@Suite("UTType") struct UTTypeTests {
    @Test func systemTypesConformAsApplesDo() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode))
        #expect(UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.directory.conforms(to: .folder))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.image.isSubtype(of: .image))
        #expect(UTType.pdf.supertypes.contains(.data))
    }

    @Test func tagsLookUpBothWays() {
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG") == .png, "identifiers compare without regard to case")
        #expect(UTType("com.example.nothing") == nil)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType.types(tag: "txt", tagClass: .filenameExtension, conformingTo: .image).isEmpty)
    }

    @Test func unknownTagsGiveStableDynamicTypes() throws {
        let first = try #require(UTType(filenameExtension: "plumedoc"))
        let second = try #require(UTType(filenameExtension: "PlumeDoc"))
        #expect(first == second)
        #expect(first.isDynamic && !first.isDeclared)
        #expect(first.conforms(to: .data))
        #expect(first.preferredFilenameExtension == "plumedoc")
        let text = try #require(UTType(filenameExtension: "plumenote", conformingTo: .text))
        #expect(text.conforms(to: .text))
    }

    @Test func appTypesAreDeclaredOnce() throws {
        let notes = UTType(exportedAs: "com.example.plume-notes", conformingTo: .json)
        #expect(notes.conforms(to: .text))
        #expect(UTType("com.example.plume-notes") == notes)
        let again = UTType(importedAs: "com.example.plume-notes", conformingTo: .image)
        #expect(!again.conforms(to: .image), "the first declaration stays")
    }

    @Test func codableAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png, .plainText])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.plain-text"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .plainText])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UTType.self, from: Data(#""no.such.type""#.utf8))
        }
    }
}

@Suite("FileWrapper") struct FileWrapperTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plume-wrapper-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFolderTreeRoundTrips() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = FileWrapper(directoryWithFileWrappers: [
            "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8)),
            "sub": FileWrapper(directoryWithFileWrappers: [
                "b.txt": FileWrapper(regularFileWithContents: Data("B".utf8))
            ]),
        ])
        tree.addRegularFile(withContents: Data("A2".utf8), preferredFilename: "a.txt")
        #expect(tree.fileWrappers?.keys.sorted() == ["a 2.txt", "a.txt", "sub"])
        let target = root.appendingPathComponent("Doc")
        try tree.write(to: target, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: target)
        #expect(read.isDirectory)
        #expect(read.fileWrappers?["sub"]?.fileWrappers?["b.txt"]?.regularFileContents == Data("B".utf8))
        #expect(read.fileWrappers?["a 2.txt"]?.regularFileContents == Data("A2".utf8))
        #expect(tree.matchesContents(of: target))
        #expect(read.filename == "Doc")
    }

    @Test func linksAreKeptNotFollowed() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let loop = root.appendingPathComponent("loop")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: root.path)
        let read = try FileWrapper(url: root)
        let link = try #require(read.fileWrappers?["loop"])
        #expect(link.isSymbolicLink)
        #expect(link.symbolicLinkDestinationURL?.path == root.path, "the link points back at its folder")
        let copy = root.appendingPathComponent("copy")
        try read.fileWrappers?["loop"]?.write(to: copy, options: [], originalContentsURL: nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: copy.path) == root.path)
    }

    @Test func missingFilesThrow() {
        #expect(throws: CocoaError.self) {
            try FileWrapper(url: URL(fileURLWithPath: "/nonexistent/plume/\(UUID())"))
        }
    }

    @Test func removingAndFindingChildren() {
        let child = FileWrapper(regularFileWithContents: Data())
        child.preferredFilename = "c"
        let parent = FileWrapper(directoryWithFileWrappers: [:])
        #expect(parent.addFileWrapper(child) == "c")
        #expect(parent.keyForChildFileWrapper(child) == "c")
        parent.removeFileWrapper(child)
        #expect(parent.fileWrappers?.isEmpty == true)
        #expect(child.regularFileContents == Data())
        #expect(!child.isDirectory)
    }
}
