//! Request extractors whose rejections use the JSON error shape.

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{
        ConnectInfo, FromRequest, FromRequestParts, Request,
        rejection::{JsonRejection, PathRejection, QueryRejection},
    },
    http::{StatusCode, request::Parts},
};
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::{
    error::{ApiError, ErrorCode},
    state::AppState,
};

/// A character no text the API receives may hold: NUL (PostgreSQL cannot store it, and it
/// made a 500 of several routes) and the other control characters (C0, DEL, C1), except tab,
/// line feed and carriage return.
pub fn control_char(s: &str) -> Option<char> {
    s.chars().find(|&c| {
        (c < ' ' && !matches!(c, '\t' | '\n' | '\r')) || ('\u{7f}'..='\u{9f}').contains(&c)
    })
}

fn refuse_control(c: char, what: &str, code: ErrorCode) -> ApiError {
    ApiError::bad_request(
        code,
        format!(
            "{what} contains a control character (U+{:04X}), which is not allowed",
            c as u32
        ),
    )
}

/// The first string (or key) of a JSON value holding a control character, with its field.
fn control_in_json(v: &Value, field: &str) -> Option<(String, char)> {
    match v {
        Value::String(s) => control_char(s).map(|c| (field.to_string(), c)),
        Value::Array(items) => items.iter().find_map(|i| control_in_json(i, field)),
        Value::Object(map) => map.iter().find_map(|(k, v)| {
            control_char(k)
                .map(|c| (k.clone(), c))
                .or_else(|| control_in_json(v, k))
        }),
        _ => None,
    }
}

/// `axum::Json` whose rejections are 4xx in the JSON error shape with a clear message, and
/// which refuses control characters in any string of the body (`control_char`) before a
/// handler sees it.
pub struct Json<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Json<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let value = match axum::Json::<Value>::from_request(req, state).await {
            Ok(axum::Json(v)) => v,
            Err(r) => return Err(json_rejection(r)),
        };
        if let Some((field, c)) = control_in_json(&value, "The body") {
            return Err(refuse_control(
                c,
                &format!("`{field}`"),
                ErrorCode::ControlCharacter,
            ));
        }
        // The error names the field ("email: invalid type: integer `5`, expected a string").
        serde_path_to_error::deserialize(value)
            .map(Json)
            .map_err(|e| {
                let detail = if e.path().iter().next().is_some() {
                    format!("{}: {}", e.path(), e.inner())
                } else {
                    e.inner().to_string()
                };
                ApiError::bad_request(
                    ErrorCode::InvalidBody,
                    format!("Invalid request body: {detail}"),
                )
            })
    }
}

fn json_rejection(r: JsonRejection) -> ApiError {
    match r {
        JsonRejection::JsonDataError(e) => {
            // serde's own words name the field ("unknown field `role`", "invalid type ...").
            let text = e.body_text();
            let detail = text
                .split_once(": ")
                .map(|(_, d)| d.to_string())
                .unwrap_or(text);
            ApiError::bad_request(
                ErrorCode::InvalidBody,
                format!("Invalid request body: {detail}"),
            )
        }
        JsonRejection::JsonSyntaxError(_) => {
            ApiError::bad_request(ErrorCode::MalformedJson, "Request body is not valid JSON")
        }
        JsonRejection::MissingJsonContentType(_) => ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorCode::UnsupportedMediaType,
            "Expected a JSON body (Content-Type: application/json)",
        ),
        JsonRejection::BytesRejection(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                ErrorCode::PayloadTooLarge,
                "Request body is too large",
            )
        }
        other => ApiError::bad_request(ErrorCode::InvalidBody, other.body_text()),
    }
}

/// `axum::extract::Query` with JSON-shaped 400s naming the parameter.
pub struct Query<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        // Every name and value, decoded, is free of control characters first.
        if let Ok(axum::extract::Query(pairs)) =
            axum::extract::Query::<Vec<(String, String)>>::from_request_parts(parts, state).await
            && let Some((name, c)) = pairs.iter().find_map(|(k, v)| {
                control_char(k)
                    .or_else(|| control_char(v))
                    .map(|c| (k.clone(), c))
            })
        {
            return Err(refuse_control(
                c,
                &format!("The query parameter `{name}`"),
                ErrorCode::ControlCharacter,
            ));
        }
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| Query(q.0))
            .map_err(|r: QueryRejection| {
                let text = r.body_text();
                let detail = text
                    .split_once(": ")
                    .map(|(_, d)| d.to_string())
                    .unwrap_or(text);
                ApiError::bad_request(ErrorCode::InvalidQuery, format!("Invalid query: {detail}"))
            })
    }
}

/// `axum::extract::Path` with JSON-shaped 400s (e.g. a malformed id).
pub struct Path<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for Path<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| Path(p.0))
            .map_err(|r: PathRejection| {
                ApiError::bad_request(
                    ErrorCode::InvalidPath,
                    format!("Invalid path: {}", r.body_text()),
                )
            })
    }
}

/// The client's address: the socket peer, or the first `X-Forwarded-For` hop behind a
/// trusted proxy.
#[derive(Clone, Copy, Debug)]
pub struct ClientIp(pub IpAddr);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if state.config.trust_proxy
            && let Some(ip) = parts
                .headers
                .get("x-forwarded-for")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(',').next())
                .and_then(|v| v.trim().parse::<IpAddr>().ok())
        {
            return Ok(ClientIp(ip));
        }
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
            .unwrap_or(IpAddr::from([127, 0, 0, 1]));
        Ok(ClientIp(peer))
    }
}

/// A UUID from a path segment; anything else is a 400 naming what the id is of.
pub fn parse_id(raw: &str, what: &str) -> Result<uuid::Uuid, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::bad_request(ErrorCode::InvalidId, format!("Invalid {what} id")))
}
