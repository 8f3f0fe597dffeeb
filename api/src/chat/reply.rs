//! One message of a conversation answered: the limits, what the message asks (with the
//! conversation so far), the jobs found, and the optional model's sentence.

use std::time::Duration;

use kaamsetu_search::assistant::{self, Filters, Intent};

use super::{ChatJob, ChatKind, ChatLink, ChatMode, Composed};
use crate::{
    chat,
    error::{ApiError, ApiResult},
    routes::search::on_snapshot,
    state::AppState,
};

/// The answer to one message.
pub struct Answer {
    pub response: String,
    pub mode: ChatMode,
    pub kind: ChatKind,
    pub jobs: Vec<ChatJob>,
    pub links: Vec<ChatLink>,
    pub understood: Option<Filters>,
    pub total: Option<usize>,
    pub relaxation: Option<String>,
}

async fn load_context(state: &AppState, sid: &str) -> Option<Filters> {
    serde_json::from_str(&state.redis.chat_context(sid).await?).ok()
}

async fn save_context(state: &AppState, sid: &str, f: &Filters) {
    if let Ok(json) = serde_json::to_string(f) {
        state
            .redis
            .keep_chat_context(sid, &json, chat::CONTEXT_TTL_SECS)
            .await;
    }
}

/// Answers `message` of conversation `sid` from client address `ip` (both limited per minute).
pub async fn answer(state: &AppState, message: &str, sid: &str, ip: &str) -> ApiResult<Answer> {
    let minute = Duration::from_secs(60);
    let too_many = |limit| {
        move |wait| {
            ApiError::too_many(
                limit,
                "You're sending messages too fast. Please wait a moment and try again.",
                wait,
                crate::error::Wait::RetryAfter,
            )
        }
    };
    state
        .redis
        .limit(
            &format!("chat:ip:{ip}"),
            state.config.chat_per_ip_per_min,
            minute,
        )
        .await
        .map_err(too_many("chat:ip"))?;
    state
        .redis
        .limit(
            &format!("chat:sid:{sid}"),
            state.config.chat_per_session_per_min,
            minute,
        )
        .await
        .map_err(too_many("chat:session"))?;

    let u = assistant::understand(message);
    let lang = chat::Lang::of(message);
    let mut understood = None;
    let mut mode = ChatMode::Normal;
    let composed: Composed = if chat::needs_search(u.intent, &u.filters)
        || (u.intent == Intent::Search && (u.follow_up || u.filters.experience_years.is_some()))
    {
        let previous = load_context(state, sid).await;
        let filters = chat::next_filters(previous.as_ref(), &u);
        if filters.is_empty() {
            chat::compose_other(Intent::Search, lang)
        } else {
            let asked = filters.clone();
            let found = on_snapshot(state, "chat", move |snap| {
                assistant::answer(&snap.searcher, &snap.fields, &asked, chat::TOP_JOBS)
            })
            .await?;
            save_context(state, sid, &filters).await;
            understood = Some(filters);
            match found {
                Some(answer) => chat::compose_jobs(&answer, lang),
                None => {
                    mode = ChatMode::Fallback;
                    Composed {
                        kind: ChatKind::Jobs,
                        sentence: "Job search is starting up. Please try again in a moment.".into(),
                        tail: String::new(),
                        jobs: vec![],
                        links: vec![],
                        total: None,
                        relaxation: None,
                    }
                }
            }
        }
    } else {
        chat::compose_other(u.intent, lang)
    };

    let mut sentence = composed.sentence.clone();
    if let Some(cfg) = &state.config.chat_llm
        && composed.kind == ChatKind::Jobs
        && mode == ChatMode::Normal
    {
        let own: Vec<&str> = composed
            .jobs
            .iter()
            .map(|j| j.url.as_str())
            .chain(composed.links.iter().map(|l| l.url.as_str()))
            .collect();
        match chat::llm::phrase(
            cfg,
            message,
            &composed.text(&sentence),
            &composed.jobs,
            &own,
        )
        .await
        {
            Ok(s) => sentence = s,
            Err(e) => {
                tracing::warn!(error = %e, "chat model unavailable; built-in reply");
                mode = ChatMode::Fallback;
            }
        }
    }
    Ok(Answer {
        response: composed.text(&sentence),
        mode,
        kind: composed.kind,
        jobs: composed.jobs,
        links: composed.links,
        understood,
        total: composed.total,
        relaxation: composed.relaxation,
    })
}
