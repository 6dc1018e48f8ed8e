/// Apple's system colors, light and dark values (sRGB bytes).
extension Color {
    private static func system(_ name: String, _ l: (Int, Int, Int), _ d: (Int, Int, Int), _ a: Double = 1) -> Color {
        func c(_ v: (Int, Int, Int)) -> Resolved {
            Resolved(red: Double(v.0) / 255, green: Double(v.1) / 255, blue: Double(v.2) / 255, opacity: a)
        }
        return Color(name: name, light: c(l), dark: c(d))
    }

    public static let red = system("red", (255, 59, 48), (255, 69, 58))
    public static let orange = system("orange", (255, 149, 0), (255, 159, 10))
    public static let yellow = system("yellow", (255, 204, 0), (255, 214, 10))
    public static let green = system("green", (52, 199, 89), (48, 209, 88))
    public static let mint = system("mint", (0, 199, 190), (99, 230, 226))
    public static let teal = system("teal", (48, 176, 199), (64, 200, 224))
    public static let cyan = system("cyan", (50, 173, 230), (100, 210, 255))
    public static let blue = system("blue", (0, 122, 255), (10, 132, 255))
    public static let indigo = system("indigo", (88, 86, 214), (94, 92, 230))
    public static let purple = system("purple", (175, 82, 222), (191, 90, 242))
    public static let pink = system("pink", (255, 45, 85), (255, 55, 95))
    public static let brown = system("brown", (162, 132, 94), (172, 142, 104))
    public static let gray = system("gray", (142, 142, 147), (142, 142, 147))
    public static let black = system("black", (0, 0, 0), (0, 0, 0))
    public static let white = system("white", (255, 255, 255), (255, 255, 255))
    public static let clear = system("clear", (0, 0, 0), (0, 0, 0), 0)
    /// Text and symbols: black in light, white in dark.
    public static let primary = system("primary", (0, 0, 0), (255, 255, 255))
    /// Secondary text: gray at 60% opacity.
    public static let secondary = system("secondary", (60, 60, 67), (235, 235, 245), 0.6)
    /// The accent (tint) color: blue.
    public static let accentColor = system("accentColor", (0, 122, 255), (10, 132, 255))
    /// The window background: white in light, black in dark.
    public static let background = system("background", (255, 255, 255), (0, 0, 0))
    /// Grouped-table background (forms, lists).
    public static let groupedBackground = system("groupedBackground", (242, 242, 247), (0, 0, 0))
    /// Rows in grouped tables.
    public static let secondaryGroupedBackground = system("secondaryGroupedBackground", (255, 255, 255), (28, 28, 30))
    /// Separators and dividers.
    public static let separator = system("separator", (60, 60, 67), (84, 84, 88), 0.29)
    /// Fill of controls such as text field backgrounds and switch tracks.
    public static let systemFill = system("systemFill", (120, 120, 128), (120, 120, 128), 0.2)
}
