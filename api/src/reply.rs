//! Large JSON replies (a page of jobs) written into one buffer allocated at about the reply's
//! size. `axum::Json` starts from 128 bytes and grows its buffer as it writes, copying what it
//! wrote at each doubling, through a `BytesMut` writer that takes each small write apart: for a
//! search page of ~40 KB that was about 6 % of the API's CPU under search load.

use axum::{
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;

use crate::views::JobView;

/// A JSON reply with the bytes it will about take (more only costs a regrowth).
pub struct SizedJson<T> {
    value: T,
    capacity: usize,
}

impl<T: Serialize> SizedJson<T> {
    pub fn new(value: T, capacity: usize) -> Self {
        Self { value, capacity }
    }
}

impl<T: Serialize> IntoResponse for SizedJson<T> {
    fn into_response(self) -> Response {
        let mut buf = Vec::with_capacity(self.capacity);
        match serde_json::to_writer(&mut buf, &self.value) {
            Ok(()) => (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                )],
                buf,
            )
                .into_response(),
            Err(e) => (
                StatusCode::INTERNAL_SERVER_ERROR,
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("text/plain; charset=utf-8"),
                )],
                e.to_string(),
            )
                .into_response(),
        }
    }
}

/// About the bytes a list of jobs takes in JSON: its long texts, and the rest of each job
/// (ids, enums, dates, the company: under 1 KB), with room for what escaping adds.
pub fn jobs_bytes(jobs: &[JobView]) -> usize {
    jobs.iter()
        .map(|j| 1024 + j.title.len() + j.description.len() + j.requirements.len())
        .sum::<usize>()
        + 512
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::to_bytes;

    #[tokio::test]
    async fn a_reply_is_its_json_whatever_room_was_guessed() {
        let value = serde_json::json!({"success": true, "text": "a \"quoted\"\nline ".repeat(50)});
        for capacity in [0, 16, 1 << 16] {
            let reply = SizedJson::new(&value, capacity).into_response();
            assert_eq!(reply.status(), StatusCode::OK);
            assert_eq!(reply.headers()[header::CONTENT_TYPE], "application/json");
            let body = to_bytes(reply.into_body(), usize::MAX).await.unwrap();
            assert_eq!(body, serde_json::to_vec(&value).unwrap());
        }
    }
}
