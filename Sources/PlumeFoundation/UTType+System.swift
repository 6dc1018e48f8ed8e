import Foundation

#if !canImport(Darwin)
    /// The system types Apple declares, with the same identifiers, conformances and tags (a part of
    /// Apple's list: the ones apps name in code and that files on Linux have). `UTTypeRegistry` reads it.
    enum UTTypeDeclarationTable {
        static let all: [UTTypeDeclaration] = [
            UTTypeDeclaration("public.item", conformsTo: [], description: "item"),
            UTTypeDeclaration("public.content", conformsTo: [], description: "content"),
            UTTypeDeclaration(
                "public.composite-content", conformsTo: ["public.content"], description: "composite content"),
            UTTypeDeclaration(
                "public.data", conformsTo: ["public.item"], mimeTypes: ["application/octet-stream"], description: "data"
            ),
            UTTypeDeclaration(
                "public.disk-image", conformsTo: ["public.archive"], extensions: ["dmg", "iso", "img"],
                description: "disk image"),
            UTTypeDeclaration("public.directory", conformsTo: ["public.item"], description: "folder"),
            UTTypeDeclaration("public.folder", conformsTo: ["public.directory"], description: "folder"),
            UTTypeDeclaration("public.volume", conformsTo: ["public.folder"], description: "volume"),
            UTTypeDeclaration("com.apple.package", conformsTo: ["public.directory"], description: "package"),
            UTTypeDeclaration("com.apple.bundle", conformsTo: ["public.directory"], description: "bundle"),
            UTTypeDeclaration("public.symlink", conformsTo: ["public.item"], description: "symbolic link"),
            UTTypeDeclaration("com.apple.alias-file", conformsTo: ["public.data"], description: "alias"),
            UTTypeDeclaration("public.url", conformsTo: ["public.data"], description: "URL"),
            UTTypeDeclaration("public.file-url", conformsTo: ["public.url"], description: "file URL"),
            UTTypeDeclaration("com.apple.bookmark", conformsTo: ["public.data"], description: "bookmark data"),
            UTTypeDeclaration(
                "public.text", conformsTo: ["public.data", "public.content"], mimeTypes: ["text/*"], description: "text"
            ),
            UTTypeDeclaration(
                "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"],
                mimeTypes: ["text/plain"], description: "plain text"),
            UTTypeDeclaration(
                "public.utf8-plain-text", conformsTo: ["public.plain-text"], mimeTypes: ["text/plain;charset=utf-8"],
                description: "Unicode text (UTF-8)"),
            UTTypeDeclaration(
                "public.utf16-plain-text", conformsTo: ["public.plain-text"], description: "Unicode text (UTF-16)"),
            UTTypeDeclaration(
                "public.utf16-external-plain-text", conformsTo: ["public.plain-text"],
                description: "Unicode text (UTF-16, external)"),
            UTTypeDeclaration(
                "public.utf8-tab-separated-values-text", conformsTo: ["public.tab-separated-values-text"],
                description: "tab-separated text (UTF-8)"),
            UTTypeDeclaration(
                "public.delimited-values-text", conformsTo: ["public.text"], description: "delimited text"),
            UTTypeDeclaration(
                "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["csv"],
                mimeTypes: ["text/csv", "text/comma-separated-values"], description: "comma-separated values"),
            UTTypeDeclaration(
                "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"], extensions: ["tsv"],
                mimeTypes: ["text/tab-separated-values"], description: "tab-separated values"),
            UTTypeDeclaration(
                "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"],
                mimeTypes: ["text/rtf", "application/rtf"], description: "rich text"),
            UTTypeDeclaration(
                "public.html", conformsTo: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"],
                description: "HTML"),
            UTTypeDeclaration(
                "public.xml", conformsTo: ["public.text"], extensions: ["xml"],
                mimeTypes: ["application/xml", "text/xml"], description: "XML"),
            UTTypeDeclaration(
                "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"],
                mimeTypes: ["application/x-yaml"], description: "YAML"),
            UTTypeDeclaration(
                "public.css", conformsTo: ["public.text"], extensions: ["css"], mimeTypes: ["text/css"],
                description: "CSS"),
            UTTypeDeclaration(
                "public.json", conformsTo: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"],
                description: "JSON"),
            UTTypeDeclaration(
                "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"],
                description: "property list"),
            UTTypeDeclaration(
                "com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"],
                description: "XML property list"),
            UTTypeDeclaration(
                "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"],
                description: "binary property list"),
            UTTypeDeclaration("public.source-code", conformsTo: ["public.plain-text"], description: "source code"),
            UTTypeDeclaration(
                "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"],
                description: "Swift source"),
            UTTypeDeclaration(
                "public.c-source", conformsTo: ["public.source-code"], extensions: ["c"], description: "C source"),
            UTTypeDeclaration(
                "public.c-header", conformsTo: ["public.source-code"], extensions: ["h"], description: "C header"),
            UTTypeDeclaration(
                "public.c-plus-plus-source", conformsTo: ["public.source-code"], extensions: ["cpp", "cc", "cxx"],
                description: "C++ source"),
            UTTypeDeclaration(
                "public.objective-c-source", conformsTo: ["public.source-code"], extensions: ["m"],
                description: "Objective-C source"),
            UTTypeDeclaration("public.script", conformsTo: ["public.source-code"], description: "script"),
            UTTypeDeclaration(
                "public.shell-script", conformsTo: ["public.script"], extensions: ["sh", "command"],
                mimeTypes: ["application/x-sh"], description: "shell script"),
            UTTypeDeclaration(
                "public.python-script", conformsTo: ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python"],
                description: "Python script"),
            UTTypeDeclaration(
                "com.netscape.javascript-source", conformsTo: ["public.source-code"], extensions: ["js", "mjs"],
                mimeTypes: ["text/javascript", "application/javascript"], description: "JavaScript"),
            UTTypeDeclaration("public.log", conformsTo: ["public.text"], extensions: ["log"], description: "log"),
            UTTypeDeclaration(
                "public.image", conformsTo: ["public.data", "public.content"], mimeTypes: ["image/*"],
                description: "image"),
            UTTypeDeclaration(
                "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"],
                description: "PNG image"),
            UTTypeDeclaration(
                "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
                mimeTypes: ["image/jpeg"], description: "JPEG image"),
            UTTypeDeclaration(
                "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"],
                description: "GIF image"),
            UTTypeDeclaration(
                "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"],
                description: "TIFF image"),
            UTTypeDeclaration(
                "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"],
                description: "BMP image"),
            UTTypeDeclaration(
                "com.microsoft.ico", conformsTo: ["public.image"], extensions: ["ico"],
                mimeTypes: ["image/vnd.microsoft.icon"], description: "icon image"),
            UTTypeDeclaration(
                "public.heic", conformsTo: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"],
                description: "HEIC image"),
            UTTypeDeclaration(
                "public.heif", conformsTo: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"],
                description: "HEIF image"),
            UTTypeDeclaration(
                "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"],
                description: "WebP image"),
            UTTypeDeclaration(
                "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"],
                description: "SVG image"),
            UTTypeDeclaration("public.camera-raw-image", conformsTo: ["public.image"], description: "raw image"),
            UTTypeDeclaration("com.apple.live-photo", conformsTo: [], description: "Live Photo"),
            UTTypeDeclaration(
                "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"],
                mimeTypes: ["application/pdf"], description: "PDF document"),
            UTTypeDeclaration(
                "org.idpf.epub-container", conformsTo: ["public.data", "public.composite-content"],
                extensions: ["epub"], mimeTypes: ["application/epub+zip"], description: "EPUB document"),
            UTTypeDeclaration(
                "public.audiovisual-content", conformsTo: ["public.data", "public.content"],
                description: "audiovisual content"),
            UTTypeDeclaration(
                "public.movie", conformsTo: ["public.audiovisual-content"], mimeTypes: ["video/*"], description: "movie"
            ),
            UTTypeDeclaration("public.video", conformsTo: ["public.movie"], description: "video"),
            UTTypeDeclaration(
                "public.audio", conformsTo: ["public.audiovisual-content"], mimeTypes: ["audio/*"], description: "audio"
            ),
            UTTypeDeclaration(
                "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"],
                mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
            UTTypeDeclaration(
                "public.mpeg", conformsTo: ["public.movie"], extensions: ["mpeg", "mpg"], mimeTypes: ["video/mpeg"],
                description: "MPEG movie"),
            UTTypeDeclaration(
                "public.mpeg-2-video", conformsTo: ["public.movie"], extensions: ["m2v"], mimeTypes: ["video/mpeg2"],
                description: "MPEG-2 video"),
            UTTypeDeclaration(
                "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"],
                description: "MPEG-4 movie"),
            UTTypeDeclaration(
                "public.avi", conformsTo: ["public.movie"], extensions: ["avi"], mimeTypes: ["video/x-msvideo"],
                description: "AVI movie"),
            UTTypeDeclaration(
                "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"],
                mimeTypes: ["audio/mpeg", "audio/mp3"], description: "MP3 audio"),
            UTTypeDeclaration(
                "public.mpeg-4-audio", conformsTo: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"],
                description: "MPEG-4 audio"),
            UTTypeDeclaration(
                "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav", "wave"],
                mimeTypes: ["audio/wav", "audio/x-wav"], description: "WAVE audio"),
            UTTypeDeclaration(
                "public.aiff-audio", conformsTo: ["public.audio"], extensions: ["aiff", "aif"],
                mimeTypes: ["audio/aiff"], description: "AIFF audio"),
            UTTypeDeclaration(
                "public.midi-audio", conformsTo: ["public.audio"], extensions: ["mid", "midi"],
                mimeTypes: ["audio/midi"], description: "MIDI audio"),
            UTTypeDeclaration("public.playlist", conformsTo: [], description: "playlist"),
            UTTypeDeclaration(
                "public.m3u-playlist", conformsTo: ["public.text", "public.playlist"], extensions: ["m3u", "m3u8"],
                mimeTypes: ["audio/mpegurl"], description: "M3U playlist"),
            UTTypeDeclaration("public.archive", conformsTo: ["public.data"], description: "archive"),
            UTTypeDeclaration(
                "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], extensions: ["gz", "gzip"],
                mimeTypes: ["application/gzip"], description: "gzip archive"),
            UTTypeDeclaration(
                "public.bzip2-archive", conformsTo: ["public.archive"], extensions: ["bz2"],
                mimeTypes: ["application/x-bzip2"], description: "bzip2 archive"),
            UTTypeDeclaration(
                "public.zip-archive", conformsTo: ["public.archive"], extensions: ["zip"],
                mimeTypes: ["application/zip"], description: "ZIP archive"),
            UTTypeDeclaration(
                "com.apple.archive", conformsTo: ["public.archive"], extensions: ["aar"], description: "Apple archive"),
            UTTypeDeclaration("public.spreadsheet", conformsTo: ["public.content"], description: "spreadsheet"),
            UTTypeDeclaration(
                "public.presentation", conformsTo: ["public.composite-content"], description: "presentation"),
            UTTypeDeclaration("public.database", conformsTo: ["public.data"], description: "database"),
            UTTypeDeclaration("public.message", conformsTo: ["public.data"], description: "message"),
            UTTypeDeclaration(
                "com.apple.mail.email", conformsTo: ["public.message"], extensions: ["eml"],
                mimeTypes: ["message/rfc822"], description: "email message"),
            UTTypeDeclaration("public.contact", conformsTo: ["public.data"], description: "contact"),
            UTTypeDeclaration(
                "public.vcard", conformsTo: ["public.text", "public.contact"], extensions: ["vcf", "vcard"],
                mimeTypes: ["text/vcard", "text/x-vcard"], description: "vCard"),
            UTTypeDeclaration(
                "public.calendar-event", conformsTo: ["public.data"], extensions: ["ics"], mimeTypes: ["text/calendar"],
                description: "calendar event"),
            UTTypeDeclaration("public.to-do-item", conformsTo: ["public.data"], description: "to-do item"),
            UTTypeDeclaration("public.executable", conformsTo: ["public.item"], description: "executable"),
            UTTypeDeclaration(
                "public.unix-executable", conformsTo: ["public.data", "public.executable"],
                description: "Unix executable"),
            UTTypeDeclaration("public.font", conformsTo: ["public.data"], description: "font"),
            UTTypeDeclaration("public.3d-content", conformsTo: ["public.content"], description: "3D content"),
            UTTypeDeclaration(
                "com.pixar.universal-scene-description", conformsTo: ["public.3d-content", "public.data"],
                extensions: ["usd"], description: "USD"),
            UTTypeDeclaration(
                "com.pixar.universal-scene-description-mobile",
                conformsTo: ["public.3d-content", "public.data", "public.zip-archive"], extensions: ["usdz"],
                mimeTypes: ["model/vnd.usdz+zip"], description: "USDZ"),
            UTTypeDeclaration(
                "public.x509-certificate", conformsTo: ["public.data"], extensions: ["cer", "crt", "der"],
                mimeTypes: ["application/x-x509-ca-cert"], description: "certificate"),
            UTTypeDeclaration(
                "com.apple.internet-location", conformsTo: ["public.data"], description: "Internet location"),
            UTTypeDeclaration(
                "public.geojson", conformsTo: ["public.json"], extensions: ["geojson"],
                mimeTypes: ["application/geo+json"], description: "GeoJSON"),
            UTTypeDeclaration(
                "com.microsoft.windows-executable", conformsTo: ["public.data", "public.executable"],
                extensions: ["exe"], mimeTypes: ["application/x-msdownload"], description: "Windows executable"),
        ]

        static let byIdentifier: [String: UTTypeDeclaration] = Dictionary(
            all.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    extension UTType {
        /// `public.item`: item.
        public static let item = UTType(declared: "public.item")
        /// `public.content`: content.
        public static let content = UTType(declared: "public.content")
        /// `public.composite-content`: composite content.
        public static let compositeContent = UTType(declared: "public.composite-content")
        /// `public.data`: data.
        public static let data = UTType(declared: "public.data")
        /// `public.disk-image`: disk image.
        public static let diskImage = UTType(declared: "public.disk-image")
        /// `public.directory`: folder.
        public static let directory = UTType(declared: "public.directory")
        /// `public.folder`: folder.
        public static let folder = UTType(declared: "public.folder")
        /// `public.volume`: volume.
        public static let volume = UTType(declared: "public.volume")
        /// `com.apple.package`: package.
        public static let package = UTType(declared: "com.apple.package")
        /// `com.apple.bundle`: bundle.
        public static let bundle = UTType(declared: "com.apple.bundle")
        /// `public.symlink`: symbolic link.
        public static let symbolicLink = UTType(declared: "public.symlink")
        /// `com.apple.alias-file`: alias.
        public static let aliasFile = UTType(declared: "com.apple.alias-file")
        /// `public.url`: URL.
        public static let url = UTType(declared: "public.url")
        /// `public.file-url`: file URL.
        public static let fileURL = UTType(declared: "public.file-url")
        /// `com.apple.bookmark`: bookmark data.
        public static let urlBookmarkData = UTType(declared: "com.apple.bookmark")
        /// `public.text`: text.
        public static let text = UTType(declared: "public.text")
        /// `public.plain-text`: plain text.
        public static let plainText = UTType(declared: "public.plain-text")
        /// `public.utf8-plain-text`: Unicode text (UTF-8).
        public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
        /// `public.utf16-plain-text`: Unicode text (UTF-16).
        public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")
        /// `public.utf16-external-plain-text`: Unicode text (UTF-16, external).
        public static let utf16ExternalPlainText = UTType(declared: "public.utf16-external-plain-text")
        /// `public.utf8-tab-separated-values-text`: tab-separated text (UTF-8).
        public static let utf8TabSeparatedText = UTType(declared: "public.utf8-tab-separated-values-text")
        /// `public.delimited-values-text`: delimited text.
        public static let delimitedText = UTType(declared: "public.delimited-values-text")
        /// `public.comma-separated-values-text`: comma-separated values.
        public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
        /// `public.tab-separated-values-text`: tab-separated values.
        public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")
        /// `public.rtf`: rich text.
        public static let rtf = UTType(declared: "public.rtf")
        /// `public.html`: HTML.
        public static let html = UTType(declared: "public.html")
        /// `public.xml`: XML.
        public static let xml = UTType(declared: "public.xml")
        /// `public.yaml`: YAML.
        public static let yaml = UTType(declared: "public.yaml")
        /// `public.css`: CSS.
        public static let css = UTType(declared: "public.css")
        /// `public.json`: JSON.
        public static let json = UTType(declared: "public.json")
        /// `com.apple.property-list`: property list.
        public static let propertyList = UTType(declared: "com.apple.property-list")
        /// `com.apple.xml-property-list`: XML property list.
        public static let xmlPropertyList = UTType(declared: "com.apple.xml-property-list")
        /// `com.apple.binary-property-list`: binary property list.
        public static let binaryPropertyList = UTType(declared: "com.apple.binary-property-list")
        /// `public.source-code`: source code.
        public static let sourceCode = UTType(declared: "public.source-code")
        /// `public.swift-source`: Swift source.
        public static let swiftSource = UTType(declared: "public.swift-source")
        /// `public.c-source`: C source.
        public static let cSource = UTType(declared: "public.c-source")
        /// `public.c-header`: C header.
        public static let cHeader = UTType(declared: "public.c-header")
        /// `public.c-plus-plus-source`: C++ source.
        public static let cPlusPlusSource = UTType(declared: "public.c-plus-plus-source")
        /// `public.objective-c-source`: Objective-C source.
        public static let objectiveCSource = UTType(declared: "public.objective-c-source")
        /// `public.script`: script.
        public static let script = UTType(declared: "public.script")
        /// `public.shell-script`: shell script.
        public static let shellScript = UTType(declared: "public.shell-script")
        /// `public.python-script`: Python script.
        public static let pythonScript = UTType(declared: "public.python-script")
        /// `com.netscape.javascript-source`: JavaScript.
        public static let javaScript = UTType(declared: "com.netscape.javascript-source")
        /// `public.log`: log.
        public static let log = UTType(declared: "public.log")
        /// `public.image`: image.
        public static let image = UTType(declared: "public.image")
        /// `public.png`: PNG image.
        public static let png = UTType(declared: "public.png")
        /// `public.jpeg`: JPEG image.
        public static let jpeg = UTType(declared: "public.jpeg")
        /// `com.compuserve.gif`: GIF image.
        public static let gif = UTType(declared: "com.compuserve.gif")
        /// `public.tiff`: TIFF image.
        public static let tiff = UTType(declared: "public.tiff")
        /// `com.microsoft.bmp`: BMP image.
        public static let bmp = UTType(declared: "com.microsoft.bmp")
        /// `com.microsoft.ico`: icon image.
        public static let ico = UTType(declared: "com.microsoft.ico")
        /// `public.heic`: HEIC image.
        public static let heic = UTType(declared: "public.heic")
        /// `public.heif`: HEIF image.
        public static let heif = UTType(declared: "public.heif")
        /// `org.webmproject.webp`: WebP image.
        public static let webP = UTType(declared: "org.webmproject.webp")
        /// `public.svg-image`: SVG image.
        public static let svg = UTType(declared: "public.svg-image")
        /// `public.camera-raw-image`: raw image.
        public static let rawImage = UTType(declared: "public.camera-raw-image")
        /// `com.apple.live-photo`: Live Photo.
        public static let livePhoto = UTType(declared: "com.apple.live-photo")
        /// `com.adobe.pdf`: PDF document.
        public static let pdf = UTType(declared: "com.adobe.pdf")
        /// `org.idpf.epub-container`: EPUB document.
        public static let epub = UTType(declared: "org.idpf.epub-container")
        /// `public.audiovisual-content`: audiovisual content.
        public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
        /// `public.movie`: movie.
        public static let movie = UTType(declared: "public.movie")
        /// `public.video`: video.
        public static let video = UTType(declared: "public.video")
        /// `public.audio`: audio.
        public static let audio = UTType(declared: "public.audio")
        /// `com.apple.quicktime-movie`: QuickTime movie.
        public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
        /// `public.mpeg`: MPEG movie.
        public static let mpeg = UTType(declared: "public.mpeg")
        /// `public.mpeg-2-video`: MPEG-2 video.
        public static let mpeg2Video = UTType(declared: "public.mpeg-2-video")
        /// `public.mpeg-4`: MPEG-4 movie.
        public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
        /// `public.avi`: AVI movie.
        public static let avi = UTType(declared: "public.avi")
        /// `public.mp3`: MP3 audio.
        public static let mp3 = UTType(declared: "public.mp3")
        /// `public.mpeg-4-audio`: MPEG-4 audio.
        public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
        /// `com.microsoft.waveform-audio`: WAVE audio.
        public static let wav = UTType(declared: "com.microsoft.waveform-audio")
        /// `public.aiff-audio`: AIFF audio.
        public static let aiff = UTType(declared: "public.aiff-audio")
        /// `public.midi-audio`: MIDI audio.
        public static let midi = UTType(declared: "public.midi-audio")
        /// `public.playlist`: playlist.
        public static let playlist = UTType(declared: "public.playlist")
        /// `public.m3u-playlist`: M3U playlist.
        public static let m3uPlaylist = UTType(declared: "public.m3u-playlist")
        /// `public.archive`: archive.
        public static let archive = UTType(declared: "public.archive")
        /// `org.gnu.gnu-zip-archive`: gzip archive.
        public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")
        /// `public.bzip2-archive`: bzip2 archive.
        public static let bz2 = UTType(declared: "public.bzip2-archive")
        /// `public.zip-archive`: ZIP archive.
        public static let zip = UTType(declared: "public.zip-archive")
        /// `com.apple.archive`: Apple archive.
        public static let appleArchive = UTType(declared: "com.apple.archive")
        /// `public.spreadsheet`: spreadsheet.
        public static let spreadsheet = UTType(declared: "public.spreadsheet")
        /// `public.presentation`: presentation.
        public static let presentation = UTType(declared: "public.presentation")
        /// `public.database`: database.
        public static let database = UTType(declared: "public.database")
        /// `public.message`: message.
        public static let message = UTType(declared: "public.message")
        /// `com.apple.mail.email`: email message.
        public static let emailMessage = UTType(declared: "com.apple.mail.email")
        /// `public.contact`: contact.
        public static let contact = UTType(declared: "public.contact")
        /// `public.vcard`: vCard.
        public static let vCard = UTType(declared: "public.vcard")
        /// `public.calendar-event`: calendar event.
        public static let calendarEvent = UTType(declared: "public.calendar-event")
        /// `public.to-do-item`: to-do item.
        public static let toDoItem = UTType(declared: "public.to-do-item")
        /// `public.executable`: executable.
        public static let executable = UTType(declared: "public.executable")
        /// `public.unix-executable`: Unix executable.
        public static let unixExecutable = UTType(declared: "public.unix-executable")
        /// `public.font`: font.
        public static let font = UTType(declared: "public.font")
        /// `public.3d-content`: 3D content.
        public static let threeDContent = UTType(declared: "public.3d-content")
        /// `com.pixar.universal-scene-description`: USD.
        public static let usd = UTType(declared: "com.pixar.universal-scene-description")
        /// `com.pixar.universal-scene-description-mobile`: USDZ.
        public static let usdz = UTType(declared: "com.pixar.universal-scene-description-mobile")
        /// `public.x509-certificate`: certificate.
        public static let x509Certificate = UTType(declared: "public.x509-certificate")
        /// `com.apple.internet-location`: Internet location.
        public static let internetLocation = UTType(declared: "com.apple.internet-location")
        /// `public.geojson`: GeoJSON.
        public static let geoJSON = UTType(declared: "public.geojson")
        /// `com.microsoft.windows-executable`: Windows executable.
        public static let exe = UTType(declared: "com.microsoft.windows-executable")
    }
#endif
