/// Maps SF Symbol names to Material Icons ligatures (the font Plume draws `Image(systemName:)` with).
///
/// Names ending in `.fill` map like their outline form unless listed. Unknown names are an error the
/// graph reports (`ViewGraph.diagnostics`) and draw a visible placeholder box.
enum SystemSymbols {
    static let table: [String: String] = [
        "paperplane": "send", "paperplane.fill": "send", "moon": "dark_mode", "moon.fill": "dark_mode",
        "moon.stars": "nights_stay", "moon.stars.fill": "nights_stay", "sun.max": "light_mode",
        "sun.max.fill": "light_mode",
        "star": "star_border", "star.fill": "star", "heart": "favorite_border", "heart.fill": "favorite",
        "house": "home", "house.fill": "home", "gear": "settings", "gearshape": "settings",
        "gearshape.fill": "settings",
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
        "person.crop.circle": "account_circle", "person.2": "people", "person.3": "groups",
        "magnifyingglass": "search", "plus": "add", "plus.circle": "add_circle_outline",
        "plus.circle.fill": "add_circle",
        "minus": "remove", "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
        "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel", "checkmark": "check",
        "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "trash": "delete_outline", "trash.fill": "delete", "pencil": "edit", "square.and.pencil": "edit_note",
        "paintbrush": "brush", "paintbrush.fill": "brush", "paintpalette": "palette", "paintpalette.fill": "palette",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download", "bell": "notifications_none",
        "bell.fill": "notifications", "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone",
        "phone.fill": "phone", "message": "chat_bubble_outline", "message.fill": "chat_bubble",
        "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble", "camera": "photo_camera",
        "camera.fill": "photo_camera", "photo": "image", "photo.fill": "image", "play": "play_arrow",
        "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause", "stop": "stop", "stop.fill": "stop",
        "backward": "fast_rewind", "forward": "fast_forward", "speaker": "volume_mute", "speaker.fill": "volume_mute",
        "speaker.wave.1": "volume_down", "speaker.wave.2": "volume_up", "speaker.wave.3": "volume_up",
        "speaker.slash": "volume_off", "speaker.slash.fill": "volume_off", "chevron.left": "chevron_left",
        "sidebar.left": "vertical_split", "sidebar.leading": "vertical_split",
        "chevron.right": "chevron_right", "chevron.up": "expand_less", "chevron.down": "expand_more",
        "chevron.up.chevron.down": "unfold_more",
        "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.up": "arrow_upward",
        // Directional symbols: drawn as for left to right, mirrored in a right-to-left environment.
        "chevron.forward": "chevron_right", "chevron.backward": "chevron_left", "arrow.forward": "arrow_forward",
        "arrow.backward": "arrow_back",
        "arrow.down": "arrow_downward", "arrow.clockwise": "refresh", "arrow.counterclockwise": "undo",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo", "arrow.up.arrow.down": "swap_vert",
        "lock": "lock", "lock.fill": "lock", "lock.open": "lock_open", "lock.open.fill": "lock_open", "key": "vpn_key",
        "key.fill": "vpn_key",
        "faceid": "face", "touchid": "fingerprint", "eye": "visibility", "eye.slash": "visibility_off",
        "info.circle": "info", "info.circle.fill": "info", "questionmark.circle": "help_outline",
        "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "calendar": "calendar_today", "clock": "schedule",
        "clock.fill": "schedule", "alarm": "alarm", "timer": "timer", "hourglass": "hourglass_empty",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag", "creditcard": "credit_card",
        "gift": "card_giftcard", "folder": "folder_open", "folder.fill": "folder", "doc": "description",
        "doc.text": "article", "note": "note", "note.text": "note", "tray": "inbox", "tray.fill": "inbox",
        "book": "menu_book", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "tag": "local_offer", "flag": "outlined_flag", "flag.fill": "flag", "link": "link", "globe": "public",
        "map": "map", "mappin": "place", "location": "near_me", "location.fill": "near_me", "car": "directions_car",
        "airplane": "flight", "bicycle": "pedal_bike", "cloud": "cloud_queue", "cloud.fill": "cloud",
        "cloud.rain": "grain", "bolt": "bolt", "bolt.fill": "bolt", "flame": "local_fire_department",
        "leaf": "eco", "leaf.fill": "eco", "drop": "water_drop", "drop.fill": "water_drop", "pawprint": "pets",
        "pawprint.fill": "pets", "hare": "cruelty_free", "tortoise": "pest_control", "ant": "bug_report",
        "ladybug": "bug_report", "music.note": "music_note", "mic": "mic_none", "mic.fill": "mic",
        "video": "videocam", "video.fill": "videocam", "wifi": "wifi", "battery.100": "battery_full",
        "power": "power_settings_new", "list.bullet": "format_list_bulleted", "line.horizontal.3": "menu",
        "line.3.horizontal": "menu", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz",
        "square.grid.2x2": "grid_view", "slider.horizontal.3": "tune", "hand.thumbsup": "thumb_up_off_alt",
        "hand.thumbsup.fill": "thumb_up", "hand.thumbsdown": "thumb_down_off_alt", "hand.thumbsdown.fill": "thumb_down",
        "face.smiling": "sentiment_satisfied", "face.smiling.fill": "emoji_emotions", "hands.clap": "celebration",
        "sparkles": "auto_awesome", "wand.and.stars": "auto_fix_high", "gamecontroller": "sports_esports",
        "keyboard": "keyboard", "keyboard.chevron.compact.down": "keyboard_hide", "printer": "print",
        "tv": "tv", "desktopcomputer": "desktop_windows", "laptopcomputer": "laptop", "iphone": "smartphone",
        "house.circle": "home", "circle": "radio_button_unchecked", "circle.fill": "circle",
        "largecircle.fill.circle": "radio_button_checked", "square": "check_box_outline_blank",
        "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "square.fill": "stop",
        "triangle.fill": "change_history", "pin": "push_pin", "pin.fill": "push_pin",
        // Names the ported sample apps use (issue #13), each the Material glyph of the same picture.
        "network": "language", "suit.heart": "favorite_border", "suit.heart.fill": "favorite",
        "photo.on.rectangle": "collections", "photo.on.rectangle.angled": "collections",
        "hourglass.tophalf.fill": "hourglass_top", "hourglass.bottomhalf.fill": "hourglass_bottom",
        "doc.on.doc": "content_copy", "doc.on.clipboard": "content_paste",
        "arrow.triangle.2.circlepath": "sync", "star.leadinghalf.filled": "star_half", "checklist": "checklist",
        "list.number": "format_list_numbered", "list.dash": "list", "bell.slash": "notifications_off",
        "person.circle.fill": "account_circle", "person.crop.circle.fill": "account_circle",
        "forward.fill": "fast_forward", "backward.fill": "fast_rewind", "printer.fill": "print",
    ]

    /// The ligature for `name`, or nil when Plume has no mapping for it.
    static func ligature(for name: String) -> String? { table[name] }

    /// Whether `name` is a directional symbol (one of its dot-separated parts is `forward` or
    /// `backward`, as `chevron.forward` and `arrow.uturn.backward`): SF Symbols mirror these in a
    /// right-to-left layout, and `Image` does too. The media symbols `forward` and `backward` alone
    /// are not mirrored.
    static func isDirectional(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count > 1 && parts.contains { $0 == "forward" || $0 == "backward" }
    }
}
