import Foundation

/// The picture drawn for an article; the feed names it by its raw value.
enum ArticlePicture: String, Codable, CaseIterable {
    case mountains, concert, ocean, city, garden
}

/// One news article of the bundled feed.
struct Article: Codable, Equatable, Identifiable {
    let title: String
    let source: String
    let date: Date
    let summary: String
    let image: ArticlePicture

    var id: String { title }

    /// The date as the cards show it, e.g. "28 Nov 2026" (UTC, so it does not move with the zone).
    var dateText: String { NewsFeed.displayFormatter.string(from: date) }
}

/// Why the feed could not be shown.
struct NewsFeedError: Error, Equatable, CustomStringConvertible {
    let description: String
}

/// The news feed: `{"articles": [...]}` with ISO dates (`yyyy-MM-dd`) and a known picture name per
/// article. Decoding fails with a `NewsFeedError` that says what is wrong; an empty feed is an error
/// too (there is nothing to show).
struct NewsFeed: Codable, Equatable {
    let articles: [Article]

    /// The feed bundled with the gallery (`Resources/news.json`).
    static func bundled() -> Result<NewsFeed, NewsFeedError> {
        guard let url = Bundle.module.url(forResource: "news", withExtension: "json") else {
            return .failure(NewsFeedError(description: "The bundled news.json is missing."))
        }
        do {
            return decode(try Data(contentsOf: url))
        } catch {
            return .failure(NewsFeedError(description: "Could not read news.json: \(error.localizedDescription)"))
        }
    }

    /// Decodes a feed from JSON bytes.
    static func decode(_ data: Data) -> Result<NewsFeed, NewsFeedError> {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(isoFormatter)
        do {
            let feed = try decoder.decode(NewsFeed.self, from: data)
            guard !feed.articles.isEmpty else {
                return .failure(NewsFeedError(description: "The feed has no articles."))
            }
            return .success(feed)
        } catch let DecodingError.dataCorrupted(context) {
            return .failure(NewsFeedError(description: "The feed is not valid: \(explain(context))"))
        } catch let DecodingError.keyNotFound(key, context) {
            return .failure(NewsFeedError(description: "Missing \"\(key.stringValue)\" \(where_(context))."))
        } catch let DecodingError.typeMismatch(_, context) {
            return .failure(NewsFeedError(description: "Wrong type \(where_(context)): \(context.debugDescription)"))
        } catch let DecodingError.valueNotFound(_, context) {
            return .failure(NewsFeedError(description: "Missing value \(where_(context))."))
        } catch {
            return .failure(NewsFeedError(description: "The feed could not be read: \(error)"))
        }
    }

    private static func explain(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the JSON is malformed." : "\(context.debugDescription) \(where_(context))."
    }

    private static func where_(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "at the top" : "at \(path)"
    }

    static let isoFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()

    static let displayFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "d MMM yyyy"
        return f
    }()
}
