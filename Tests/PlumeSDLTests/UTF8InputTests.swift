import Testing

@testable import PlumeSDL

@Suite struct UTF8InputTests {
    @Test func validTextIsKeptWhole() {
        let result = UTF8Input.decode(Array("héllo 👋🏽".utf8))
        #expect(result.text == "héllo 👋🏽")
        #expect(result.droppedBytes == 0)
    }

    @Test func invalidBytesAreDroppedAndCounted() {
        // 'h', a lone continuation byte, 'i', a truncated 3-byte sequence, '!'
        let result = UTF8Input.decode([0x68, 0x80, 0x69, 0xE2, 0x82, 0x21])
        #expect(result.text == "hi!")
        #expect(result.droppedBytes == 3)
    }

    @Test func decodingStopsAtTheFirstNul() {
        let result = UTF8Input.decode([0x61, 0x62, 0x00, 0x63])
        #expect(result.text == "ab")
        #expect(result.droppedBytes == 0)
    }

    @Test func emptyInputIsEmptyText() {
        #expect(UTF8Input.decode([UInt8]()).text == "")
    }
}
