//! Uploads (docs/design/security.md "Uploads"): sniffed by content, stored under random names outside the
//! web root, served with their stored type; résumés only to their owner and the employers
//! they were sent to.

use std::time::Duration;

use axum::{
    body::Body,
    extract::{
        Multipart, State,
        multipart::{MultipartError, MultipartRejection},
    },
    http::{HeaderValue, StatusCode, header},
    response::Response,
};
use kaamsetu_search::catalog::ProfileStatus;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    error::{ApiError, ApiResult, ErrorCode},
    extract::{ClientIp, Json, Path, Query},
    security,
    session::{CurrentUser, Jobseeker},
    simple_resume::SimpleResumeBody,
    state::AppState,
    store,
    uploads::{self, FileType, MAX_FILE_BYTES},
    views::ErrorBody,
};

/// Anonymous image uploads (sign-up) allowed per address per hour.
const ANON_UPLOADS_PER_HOUR: u64 = 30;
const TOO_LARGE: &str = "File size should be less than 5MB";
const BAD_IMAGE: &str = "Please upload a valid image file (JPEG, PNG, GIF, or WebP)";
const BAD_DOCUMENT: &str = "Please upload a valid document file (PDF, DOC, or DOCX)";
const BAD_FILE: &str =
    "Please upload a valid image (JPEG, PNG, GIF, or WebP) or document (PDF, DOC, or DOCX)";

/// The multipart form of both upload routes.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// The file (at most 5 MB).
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    file: String,
    /// Accepted and ignored (no third-party captcha runs offline).
    #[schema(nullable)]
    captcha_token: Option<String>,
}

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        ErrorCode::FileTooLarge,
        TOO_LARGE,
    )
}

fn multipart_error(e: MultipartError) -> ApiError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large()
    } else {
        ApiError::bad_request(
            ErrorCode::InvalidMultipart,
            format!("Invalid upload: {}", e.body_text()),
        )
    }
}

/// Reads the `file` field, refusing more than 5 MB while streaming.
async fn read_file(form: Result<Multipart, MultipartRejection>) -> ApiResult<Vec<u8>> {
    // A body that is not multipart at all is refused in the error shape, not axum's plain text.
    let mut form = form.map_err(|e| {
        ApiError::bad_request(
            ErrorCode::InvalidMultipart,
            format!("Invalid upload: {}", e.body_text()),
        )
    })?;
    let mut file = None;
    while let Some(mut field) = form.next_field().await.map_err(multipart_error)? {
        if field.name() != Some("file") {
            continue;
        }
        let mut buf = Vec::new();
        while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
            if buf.len() + chunk.len() > MAX_FILE_BYTES {
                return Err(too_large());
            }
            buf.extend_from_slice(&chunk);
        }
        file = Some(buf);
    }
    match file {
        Some(b) if !b.is_empty() => Ok(b),
        Some(_) => Err(ApiError::bad_request(
            ErrorCode::EmptyFile,
            "The file is empty",
        )),
        None => Err(ApiError::bad_request(
            ErrorCode::MissingFile,
            "No file was uploaded (expected the form field `file`)",
        )),
    }
}

/// A signed-in user's upload budget: `USER_UPLOADS_PER_HOUR` uploads (429 with Retry-After)
/// and `USER_STORAGE_BYTES` in all (413), checked before anything is written.
async fn check_budget(state: &AppState, user: uuid::Uuid, bytes: usize) -> ApiResult<()> {
    if let Err(wait) = state
        .redis
        .limit(
            &format!("upload:user:{user}"),
            uploads::USER_UPLOADS_PER_HOUR,
            Duration::from_secs(3600),
        )
        .await
    {
        return Err(ApiError::too_many(
            "upload:user",
            "Too many uploads. Please try again later.",
            wait,
            crate::error::Wait::RetryAfter,
        ));
    }
    let used = store::uploads::bytes_owned(&state.db, user).await?;
    if used + bytes as i64 > uploads::USER_STORAGE_BYTES {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::StorageQuotaExceeded,
            "Your files have reached the 25 MB limit. Remove a file to upload another.",
        ));
    }
    Ok(())
}

/// Writes the bytes under a fresh random name in the uploads folder (through a temporary
/// file, so a half-written file never has a servable name); returns the name.
async fn write_file(state: &AppState, bytes: &[u8], ty: FileType) -> ApiResult<String> {
    let name = format!("{}.{}", security::random_name(), ty.ext());
    let dir = state.config.uploads_dir();
    tokio::fs::create_dir_all(&dir)
        .await
        .map_err(ApiError::internal)?;
    let tmp = dir.join(format!(".{name}.part"));
    tokio::fs::write(&tmp, bytes)
        .await
        .map_err(ApiError::internal)?;
    tokio::fs::rename(&tmp, dir.join(&name))
        .await
        .map_err(ApiError::internal)?;
    Ok(name)
}

/// Removes a stored file (one whose row was not written, or was deleted).
async fn remove_file(state: &AppState, name: &str) {
    if uploads::valid_stored_name(name) {
        let _ = tokio::fs::remove_file(state.config.uploads_dir().join(name)).await;
    }
}

/// Writes the bytes under a fresh random name and records them; returns the name.
async fn store_file(
    state: &AppState,
    bytes: &[u8],
    ty: FileType,
    owner: Option<uuid::Uuid>,
    ip: &str,
) -> ApiResult<String> {
    if let Some(user) = owner {
        check_budget(state, user, bytes.len()).await?;
    }
    let name = write_file(state, bytes, ty).await?;
    if let Err(e) = store::uploads::insert(
        &state.db,
        &name,
        ty.kind(),
        ty.mime(),
        bytes.len() as i64,
        owner,
        ip,
    )
    .await
    {
        remove_file(state, &name).await;
        return Err(e.into());
    }
    Ok(name)
}

/// A stored upload: its name (what profiles and sign-ups refer to) and where it is served.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UploadReply {
    success: bool,
    message: &'static str,
    filename: String,
    /// `/uploads/{filename}`.
    image_url: String,
    /// `/uploads/{filename}`.
    url: String,
}

fn uploaded(name: String) -> axum::Json<UploadReply> {
    uploaded_with(name, "File uploaded successfully")
}

fn uploaded_with(name: String, message: &'static str) -> axum::Json<UploadReply> {
    let url = format!("/uploads/{name}");
    axum::Json(UploadReply {
        success: true,
        message,
        filename: name,
        image_url: url.clone(),
        url,
    })
}

/// POST /api/auth/upload-image: an avatar or logo, also before the account exists.
#[utoipa::path(post, path = "/api/auth/upload-image", tag = "uploads",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Stored", body = UploadReply),
        (status = 400, description = "No file, an empty file or a broken form", body = ErrorBody),
        (status = 413, description = "Larger than 5 MB, or the user's files would pass 25 MB", body = ErrorBody),
        (status = 415, description = "Not a JPEG, PNG, GIF or WebP image", body = ErrorBody),
        (status = 429, description = "Too many uploads from this address or user", body = ErrorBody),
    ))]
pub async fn upload_image(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    current: Option<CurrentUser>,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<axum::Json<UploadReply>> {
    if current.is_none()
        && let Err(wait) = state
            .redis
            .limit(
                &format!("upload:ip:{ip}"),
                ANON_UPLOADS_PER_HOUR,
                Duration::from_secs(3600),
            )
            .await
    {
        return Err(ApiError::too_many(
            "upload:ip",
            "Too many uploads. Please try again later.",
            wait,
            crate::error::Wait::RetryAfter,
        ));
    }
    let bytes = read_file(form).await?;
    let ty = uploads::sniff(&bytes)
        .filter(|t| t.is_image())
        .ok_or_else(|| unsupported(BAD_IMAGE))?;
    let name = store_file(&state, &bytes, ty, current.map(|c| c.id()), &ip.to_string()).await?;
    Ok(uploaded(name))
}

fn unsupported(msg: &str) -> ApiError {
    ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ErrorCode::UnsupportedFileType,
        msg,
    )
}

/// What the shared upload helper expects.
#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct UploadQuery {
    /// `image` or `document`; absent accepts either.
    #[param(inline)]
    kind: Option<UploadKind>,
}

#[derive(Deserialize, ToSchema, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum UploadKind {
    Image,
    Document,
}

/// POST /api/files/upload: a signed-in user's image or résumé.
#[utoipa::path(post, path = "/api/files/upload", tag = "uploads", params(UploadQuery),
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Stored", body = UploadReply),
        (status = 400, description = "No file, an empty file, a broken form or a bad `kind`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 413, description = "Larger than 5 MB, or the user's files would pass 25 MB", body = ErrorBody),
        (status = 415, description = "Not an accepted image or document", body = ErrorBody),
        (status = 429, description = "More than 30 uploads in an hour", body = ErrorBody),
    ))]
pub async fn upload_file(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    current: CurrentUser,
    Query(q): Query<UploadQuery>,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<axum::Json<UploadReply>> {
    let bytes = read_file(form).await?;
    let ty = uploads::sniff(&bytes);
    let ty = match q.kind {
        Some(UploadKind::Image) => ty
            .filter(|t| t.is_image())
            .ok_or_else(|| unsupported(BAD_IMAGE)),
        Some(UploadKind::Document) => ty
            .filter(|t| !t.is_image())
            .ok_or_else(|| unsupported(BAD_DOCUMENT)),
        None => ty.ok_or_else(|| unsupported(BAD_FILE)),
    }?;
    let name = store_file(&state, &bytes, ty, Some(current.id()), &ip.to_string()).await?;
    Ok(uploaded(name))
}

/// POST /api/files/simple-resume: a job seeker without a résumé file fills a short form and
/// gets a one-page PDF, stored like an uploaded résumé (same checks, same storage quota and
/// hourly upload limit) and made the profile's résumé; the form's fields fill the profile too.
/// A résumé already on the profile is replaced (its file goes unless an application holds it).
#[utoipa::path(post, path = "/api/files/simple-resume", tag = "uploads",
    request_body = SimpleResumeBody,
    responses(
        (status = 200, description = "The résumé was made and is now the profile's", body = UploadReply),
        (status = 400, description = "A field rule (the message names the field), text in a script other than English or Hindi, an unknown field, or a form too long for one page", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not a job seeker", body = ErrorBody),
        (status = 413, description = "The user's files would pass 25 MB", body = ErrorBody),
        (status = 429, description = "More than 30 uploads in an hour", body = ErrorBody),
    ))]
pub async fn simple_resume(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Jobseeker(me): Jobseeker,
    Json(body): Json<SimpleResumeBody>,
) -> ApiResult<axum::Json<UploadReply>> {
    let form = body.parse()?;
    let bytes = crate::simple_resume::render(&form, &me.user.email).ok_or_else(|| {
        ApiError::validation(
            "The resume does not fit on one page. Please shorten the work experience or the skills.",
        )
    })?;
    // Ours passes the very checks an uploaded résumé must pass.
    if uploads::sniff(&bytes) != Some(FileType::Pdf) || bytes.len() > MAX_FILE_BYTES {
        return Err(ApiError::internal(anyhow::anyhow!(
            "the simple résumé failed the résumé checks"
        )));
    }
    check_budget(&state, me.id(), bytes.len()).await?;
    let name = write_file(&state, &bytes, FileType::Pdf).await?;
    match save_simple_resume(&state, &me, &name, bytes.len(), &form, &ip.to_string()).await {
        Ok(dropped) => {
            if let Some(old) = dropped {
                remove_file(&state, &old).await;
            }
            tracing::info!(user_id = %me.id(), file = %name, "simple résumé made");
            Ok(uploaded_with(name, "Resume created successfully!"))
        }
        Err(e) => {
            remove_file(&state, &name).await;
            Err(e)
        }
    }
}

/// One transaction: the upload's row, the profile (its résumé and the form's fields), and the
/// replaced résumé's row unless an application holds it. Returns the replaced file to remove.
async fn save_simple_resume(
    state: &AppState,
    me: &CurrentUser,
    name: &str,
    size: usize,
    form: &crate::simple_resume::SimpleResume,
    ip: &str,
) -> ApiResult<Option<String>> {
    let mut tx = state.db.begin().await?;
    let current = store::users::for_update(&mut *tx, me.id())
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    store::uploads::insert(
        &mut *tx,
        name,
        FileType::Pdf.kind(),
        FileType::Pdf.mime(),
        size as i64,
        Some(me.id()),
        ip,
    )
    .await?;
    let before = current.profile.clone();
    let mut after = before.clone();
    after.name = form.name.clone();
    after.phone = Some(form.phone.clone());
    after.location = Some(form.city.clone());
    if form.years_of_experience > 0 {
        after.status = ProfileStatus::Experienced;
        after.years_of_experience = Some(form.years_of_experience);
    } else {
        if after.status == ProfileStatus::Experienced {
            after.status = ProfileStatus::Fresher;
        }
        after.years_of_experience = None;
    }
    after.skills = form.skills.clone();
    after.education_qualification = form.education.clone();
    after.languages = form.languages.clone();
    after.resume = Some(name.to_string());
    store::users::save_profile(&mut *tx, me.id(), &after).await?;
    let dropped = match before.resume {
        Some(old) if old != name => store::uploads::release(&mut *tx, &old).await?,
        _ => None,
    };
    tx.commit().await?;
    Ok(dropped)
}

/// GET /uploads/{file}
#[utoipa::path(get, path = "/uploads/{file}", tag = "uploads",
    params(("file" = String, Path, description = "Stored file name")),
    responses(
        (status = 200, description = "The file with its stored type", content(
            (crate::views::FileBytes = "image/jpeg"), (crate::views::FileBytes = "image/png"), (crate::views::FileBytes = "image/gif"),
            (crate::views::FileBytes = "image/webp"), (crate::views::FileBytes = "application/pdf"),
            (crate::views::FileBytes = "application/msword"),
            (crate::views::FileBytes = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        )),
        (status = 401, description = "A résumé, not signed in", body = ErrorBody),
        (status = 404, description = "No such file, or not yours to read", body = ErrorBody),
    ))]
pub async fn serve_upload(
    State(state): State<AppState>,
    Path(file): Path<String>,
    current: Option<CurrentUser>,
) -> ApiResult<Response> {
    let not_found = || ApiError::not_found("File not found");
    if !uploads::valid_stored_name(&file) {
        return Err(not_found());
    }
    let meta = store::uploads::get(&state.db, &file)
        .await?
        .ok_or_else(not_found)?;
    let document = meta.kind == "document";
    if document {
        let viewer = current.ok_or_else(ApiError::unauthenticated)?;
        if !store::uploads::document_readable_by(&state.db, &file, viewer.id()).await? {
            tracing::warn!(user_id = %viewer.id(), %file, "résumé access refused");
            return Err(not_found());
        }
    }
    let bytes = tokio::fs::read(state.config.uploads_dir().join(&meta.filename))
        .await
        .map_err(|_| not_found())?;
    let mut res = Response::new(Body::from(bytes));
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(&meta.content_type).map_err(ApiError::internal)?,
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if document {
        let ext = meta.filename.rsplit('.').next().unwrap_or("pdf");
        h.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_str(&format!("attachment; filename=\"resume.{ext}\""))
                .map_err(ApiError::internal)?,
        );
        h.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("private, no-store"),
        );
    } else {
        h.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=86400, immutable"),
        );
    }
    Ok(res)
}
