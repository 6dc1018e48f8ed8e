import CPAM
import Foundation

/// The conversation of one PAM transaction: PAM's messages handed, one at a time and on PAM's
/// thread, to `respond`, whose answers go back to the module that asked.
///
/// `respond` may block (it waits for what the user types); it runs on the thread that called
/// `PAMTransaction.run`, never on the main thread. An `.abort` answer ends the conversation with
/// `PAM_CONV_ERR`, which makes the module give up.
final class PAMConversation {
    /// What a module says or asks.
    enum Message: Equatable {
        /// A question whose answer is not shown (a password), with PAM's prompt text.
        case secret(String)
        /// A question whose answer may be shown (a user name, a one-time code).
        case visible(String)
        /// An error message to show.
        case error(String)
        /// Information to show ("Place your finger on the reader").
        case info(String)
    }

    /// An answer to one message.
    enum Answer {
        /// The text typed for a question.
        case text(String)
        /// Nothing to send back (for errors and information).
        case none
        /// Stop: the user cancelled, or the app did.
        case abort
    }

    let respond: (Message) -> Answer

    init(respond: @escaping (Message) -> Answer) { self.respond = respond }

    /// PAM's conversation function: `appdata` is an unretained `PAMConversation`. The responses are
    /// allocated with `calloc`/`strdup` as PAM frees them; on abort, what was answered is zeroed and
    /// freed here.
    static let function:
        @convention(c) (
            Int32, UnsafeMutablePointer<UnsafePointer<pam_message>?>?,
            UnsafeMutablePointer<UnsafeMutablePointer<pam_response>?>?, UnsafeMutableRawPointer?
        ) -> Int32 = { count, messages, responses, appdata in
            guard count > 0, count <= PAM_MAX_NUM_MSG, let messages, let responses, let appdata else {
                return PAM_CONV_ERR
            }
            let conversation = Unmanaged<PAMConversation>.fromOpaque(appdata).takeUnretainedValue()
            guard let raw = calloc(Int(count), MemoryLayout<pam_response>.stride) else { return PAM_BUF_ERR }
            let replies = raw.assumingMemoryBound(to: pam_response.self)
            for index in 0..<Int(count) {
                guard let message = messages[index]?.pointee,
                    case .some(let answer) = conversation.answer(message)
                else {
                    discard(replies, count: Int(count))
                    return PAM_CONV_ERR
                }
                if case .text(let text) = answer {
                    replies[index].resp = text.withCString { strdup($0) }
                    replies[index].resp_retcode = 0
                }
            }
            responses.pointee = replies
            return PAM_SUCCESS
        }

    /// The answer to one C message, or nil to abort.
    private func answer(_ message: pam_message) -> Answer? {
        let text =
            message.msg.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }
            ?? ""
        let decoded: Message
        switch message.msg_style {
        case PAM_PROMPT_ECHO_OFF: decoded = .secret(text)
        case PAM_PROMPT_ECHO_ON: decoded = .visible(text)
        case PAM_ERROR_MSG: decoded = .error(text)
        case PAM_TEXT_INFO: decoded = .info(text)
        default: return nil  // binary prompts and unknown styles: not a conversation we can hold
        }
        let answer = respond(decoded)
        if case .abort = answer { return nil }
        return answer
    }

    /// Zeroes and frees the responses given so far, and the array.
    private static func discard(_ replies: UnsafeMutablePointer<pam_response>, count: Int) {
        for index in 0..<count {
            if let text = replies[index].resp {
                memset(text, 0, strlen(text))
                free(text)
            }
        }
        free(replies)
    }
}
