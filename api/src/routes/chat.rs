//! Spec §7 "Chat": `POST /api/chatbot/chat`, the job assistant.

use axum::{
    extract::State,
    http::{HeaderMap, HeaderValue, header},
};
use kaamsetu_search::assistant::Filters;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    chat::{self, ChatJob, ChatKind, ChatLink, ChatMode, MAX_MESSAGE_CHARS},
    error::{ApiError, ApiResult},
    extract::{ClientIp, Json},
    state::AppState,
    views::ErrorBody,
};

/// The conversation cookie, used when the body names no `sessionId`.
pub const COOKIE: &str = "ks_chat";

/// Spec §7's body, plus an optional conversation id.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChatBody {
    /// Up to 1,000 characters, not blank; plain text (several lines are fine).
    message: String,
    /// The widget's conversation id (1-64 of A-Z, a-z, 0-9 and `-`); without it the
    /// `ks_chat` cookie keys the conversation.
    session_id: Option<String>,
}

/// The assistant's answer: spec §7's `success`, `data.response`, `data.mode`, `message`, and
/// the parts a widget can render.
#[derive(Serialize, ToSchema)]
pub struct ChatReply {
    success: bool,
    message: String,
    data: ChatData,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatData {
    /// The reply as plain text (no HTML); job pages (`/job/…`) and the results page
    /// (`/find-jobs?…`) appear in it as paths.
    response: String,
    mode: ChatMode,
    kind: ChatKind,
    /// Open jobs from the index, best first (at most 5).
    jobs: Vec<ChatJob>,
    /// Pages to offer: all results on /find-jobs with the same filters, or the pages a help
    /// answer names.
    links: Vec<ChatLink>,
    /// The search the message (with the conversation so far) asked for.
    understood: Option<Filters>,
    /// How many open jobs match what is shown.
    total: Option<usize>,
    /// When nothing matched as asked: what was given up to find the jobs shown
    /// ("without the salary filter", "anywhere in Maharashtra").
    relaxation: Option<String>,
    /// The conversation's id (the body's, or the cookie's).
    session_id: String,
}

fn bad(message: &str) -> ApiError {
    ApiError::validation(message)
}

/// A tag or comment opener (`<b`, `</`, `<!`, `<?`): chat messages are plain text.
fn has_markup(s: &str) -> bool {
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '<'
            && chars
                .peek()
                .is_some_and(|n| n.is_ascii_alphabetic() || matches!(n, '/' | '!' | '?'))
        {
            return true;
        }
    }
    false
}

fn valid_session_id(s: &str) -> bool {
    (1..=64).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

fn cookie_session(headers: &HeaderMap) -> Option<String> {
    crate::session::cookie_value(headers, COOKIE).filter(|v| valid_session_id(v))
}

/// POST /api/chatbot/chat: answers a message about jobs from the live catalogue.
#[utoipa::path(post, path = "/api/chatbot/chat", tag = "chat", request_body = ChatBody,
    responses(
        (status = 200, description = "The assistant's reply", body = ChatReply),
        (status = 400, description = "A blank, too long or HTML message, or a bad sessionId", body = ErrorBody),
        (status = 429, description = "Too many messages from this conversation or address", body = ErrorBody),
    ))]
#[tracing::instrument(name = "chat", skip_all)]
pub async fn chat(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<ChatBody>,
) -> ApiResult<(HeaderMap, axum::Json<ChatReply>)> {
    let message = body.message.trim();
    if message.is_empty() {
        return Err(bad("Please type a message."));
    }
    if message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(bad(
            "Your message is too long. Please keep it under 1,000 characters.",
        ));
    }
    if has_markup(message) {
        return Err(bad(
            "Please send plain text: HTML is not allowed in chat messages.",
        ));
    }
    let mut out_headers = HeaderMap::new();
    let sid = match body.session_id {
        Some(s) if valid_session_id(&s) => s,
        Some(_) => {
            return Err(bad("sessionId must be 1 to 64 letters, digits or hyphens."));
        }
        None => match cookie_session(&headers) {
            Some(s) => s,
            None => {
                let s = uuid::Uuid::new_v4().to_string();
                let secure = if state.config.https() { "; Secure" } else { "" };
                let cookie = format!(
                    "{COOKIE}={s}; Path=/api/chatbot; Max-Age={}; HttpOnly; SameSite=Lax{secure}",
                    chat::CONTEXT_TTL_SECS
                );
                if let Ok(v) = HeaderValue::from_str(&cookie) {
                    out_headers.insert(header::SET_COOKIE, v);
                }
                s
            }
        },
    };
    let r = chat::reply::answer(&state, message, &sid, &ip.to_string()).await?;
    Ok((
        out_headers,
        axum::Json(ChatReply {
            success: true,
            message: "Reply generated".into(),
            data: ChatData {
                response: r.response,
                mode: r.mode,
                kind: r.kind,
                jobs: r.jobs,
                links: r.links,
                understood: r.understood,
                total: r.total,
                relaxation: r.relaxation,
                session_id: sid,
            },
        }),
    ))
}

#[cfg(test)]
mod tests {
    #[test]
    fn markup_is_spotted() {
        assert!(super::has_markup("<script>alert(1)</script>"));
        assert!(super::has_markup("hi <img src=x onerror=alert(1)>"));
        assert!(!super::has_markup("salary < 20000 and > 10k"));
        assert!(super::valid_session_id("abc-123"));
        assert!(!super::valid_session_id("abc 123"));
        assert!(!super::valid_session_id(&"a".repeat(65)));
    }
}
