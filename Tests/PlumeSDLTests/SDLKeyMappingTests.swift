import CSDL2
import PlumeUI
import Testing

@testable import PlumeSDL

@Suite struct SDLKeyMappingTests {
    private func code(_ key: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(bitPattern: key.rawValue) }

    @Test func editingAndNavigationKeysMap() {
        let pairs: [(SDL_KeyCode, Key)] = [
            (SDLK_TAB, .tab), (SDLK_RETURN, .enter), (SDLK_KP_ENTER, .enter), (SDLK_ESCAPE, .escape),
            (SDLK_BACKSPACE, .backspace), (SDLK_DELETE, .delete), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
            (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_HOME, .home), (SDLK_END, .end),
        ]
        for (sdl, key) in pairs {
            #expect(SDLKeyMapping.key(for: code(sdl), modifiers: []) == key)
        }
    }

    @Test func functionKeysMapWithOrWithoutModifiers() {
        #expect(SDLKeyMapping.key(for: code(SDLK_F1), modifiers: []) == .function(1))
        #expect(SDLKeyMapping.key(for: code(SDLK_F10), modifiers: []) == .function(10))
        #expect(SDLKeyMapping.key(for: code(SDLK_F12), modifiers: [.control]) == .function(12))
    }

    @Test func plainLettersAndSpaceAreTextNotKeys() {
        #expect(SDLKeyMapping.key(for: code(SDLK_a), modifiers: []) == nil)
        #expect(SDLKeyMapping.key(for: code(SDLK_a), modifiers: [.shift]) == nil)
        #expect(SDLKeyMapping.key(for: code(SDLK_SPACE), modifiers: []) == nil)
    }

    @Test func shortcutsWithControlOrCommandAreCharacters() {
        #expect(SDLKeyMapping.key(for: code(SDLK_c), modifiers: [.control]) == .character("c"))
        #expect(SDLKeyMapping.key(for: code(SDLK_v), modifiers: [.command]) == .character("v"))
        #expect(SDLKeyMapping.key(for: code(SDLK_INSERT), modifiers: [.control]) == nil)
    }

    @Test func modifierStatesMap() {
        let state = UInt16(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue)
        #expect(SDLKeyMapping.modifiers(for: state) == [.shift, .control])
        #expect(SDLKeyMapping.modifiers(for: UInt16(KMOD_LALT.rawValue | KMOD_LGUI.rawValue)) == [.option, .command])
        #expect(SDLKeyMapping.modifiers(for: 0) == [])
    }
}
