//! Sign-up: register, verify the email code (the account is created then), resend the code.

use super::*;

/// A sign-up waits for the code just mailed (or mailed within the cooldown).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerificationSentReply {
    success: bool,
    message: &'static str,
    /// Always true.
    requires_email_verification: bool,
    /// The address, normalised.
    email: String,
    /// This sign-up among others waiting for the same address: Resend names it.
    registration_id: Uuid,
    /// Mail is written to files, not sent (development).
    dev_mode: bool,
    /// Seconds before another code can be sent.
    cooldown_seconds: u64,
}

/// Sign-up payload (spec §3 "Registration payload").
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RegisterBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    confirm_password: Option<String>,
    role: Option<Role>,
    /// File name from the image upload (job seekers and employers).
    avatar: Option<String>,
    /// Employers only.
    company_name: Option<String>,
    /// Employers only: file name from the image upload.
    company_logo: Option<String>,
}

impl RegisterBody {
    /// The sign-up rules of spec §5, in order.
    fn parse(self) -> ApiResult<accounts::signup::SignUp> {
        let role = self
            .role
            .ok_or_else(|| ApiError::validation("Role is required"))?;
        let name = parse_name(&self.name, "Name")?;
        let company_name = match role {
            Role::Employer => Some(parse_name(
                self.company_name.as_deref().unwrap_or(""),
                "Company name",
            )?),
            Role::Jobseeker if self.company_name.is_some() || self.company_logo.is_some() => {
                return Err(ApiError::validation(
                    "companyName and companyLogo are only for employer accounts",
                ));
            }
            Role::Jobseeker => None,
            // Admins are made only by ops (`kaamsetu-api create-admin`).
            Role::Admin => {
                return Err(ApiError::validation("Role must be jobseeker or employer"));
            }
        };
        let email = Email::parse(&self.email)?;
        let password = NewPassword::parse_signup(&self.password)?;
        check_confirm(&self.password, self.confirm_password.as_deref())?;
        let blank = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
        Ok(accounts::signup::SignUp {
            role,
            name,
            email,
            password,
            avatar: blank(self.avatar),
            company_name,
            company_logo: blank(self.company_logo),
        })
    }
}

/// POST /api/auth/register
#[utoipa::path(post, path = "/api/auth/register", tag = "auth", request_body = RegisterBody,
    responses(
        (status = 200, description = "Code sent: the sign-up waits for it", body = VerificationSentReply),
        (status = 201, description = "Account created and signed in (verification switched off)", body = UserReply),
        (status = 400, description = "Validation failure or `User already exists`", body = ErrorBody),
        (status = 429, description = "Too many sign-ups or codes", body = ErrorBody),
    ))]
pub async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<RegisterBody>,
) -> ApiResult<Response> {
    let s = body.parse()?;
    let client = accounts::Client {
        ip: ip.to_string(),
        user_agent: user_agent(&headers).map(str::to_string),
        language: crate::session::request_language(&headers),
    };
    match accounts::signup::register(&state, &s, &client).await? {
        accounts::signup::Registered::Created(signed_in) => {
            let res = ok(
                StatusCode::CREATED,
                UserReply::new("Registration successful!", UserView::from(&signed_in.user)),
            );
            Ok(with_cookie(
                res,
                session::set_cookie(&signed_in.token, false, state.config.https()),
            ))
        }
        accounts::signup::Registered::Waiting {
            registration_id,
            cooldown_seconds,
        } => Ok(ok(
            StatusCode::OK,
            VerificationSentReply {
                success: true,
                message: "Verification code sent to your email",
                requires_email_verification: true,
                email: s.email.as_str().to_string(),
                registration_id,
                dev_mode: state.config.dev_mail(),
                cooldown_seconds,
            },
        )),
    }
}

/// Body of verify-email-and-create.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct VerifyEmailBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    verification_code: String,
}

/// POST /api/auth/verify-email-and-create
#[utoipa::path(post, path = "/api/auth/verify-email-and-create", tag = "auth",
    request_body = VerifyEmailBody,
    responses(
        (status = 201, description = "Account created and signed in", body = UserReply),
        (status = 400, description = "Wrong, expired or used code", body = ErrorBody),
    ))]
pub async fn verify_email_and_create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<VerifyEmailBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let code = parse_code(&body.verification_code)
        .map_err(|_| ApiError::validation("Please enter the 6-digit verification code"))?;
    let client = accounts::Client {
        ip: ip.to_string(),
        user_agent: user_agent(&headers).map(str::to_string),
        language: crate::session::request_language(&headers),
    };
    let signed_in = accounts::signup::verify_and_create(&state, &email, &code, &client).await?;
    let (user, token) = (signed_in.user, signed_in.token);
    let mut view = UserView::from(&user);
    view.is_email_verified = true;
    let res = ok(
        StatusCode::CREATED,
        UserReply::new("Email verified successfully! Account created.", view),
    );
    Ok(with_cookie(
        res,
        session::set_cookie(&token, false, state.config.https()),
    ))
}

/// Body of resend-verification-code: the address, and the sign-up the code is for (the
/// `registrationId` its register reply carried).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ResendBody {
    #[serde(default)]
    email: String,
    registration_id: Option<Uuid>,
}

/// POST /api/auth/resend-verification-code
#[utoipa::path(post, path = "/api/auth/resend-verification-code", tag = "auth",
    request_body = ResendBody,
    responses(
        (status = 200, description = "Sent when a sign-up is waiting; the same answer otherwise", body = CodeSentReply),
        (status = 400, description = "Email address is invalid", body = ErrorBody),
        (status = 429, description = "Cooldown: `cooldownSeconds`", body = ErrorBody),
    ))]
pub async fn resend_verification_code(
    State(state): State<AppState>,
    headers: HeaderMap,
    Json(body): Json<ResendBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let mut tx = state.db.begin().await?;
    let target = resend_target(&mut tx, email.as_str(), body.registration_id).await?;
    let next = codes::issue(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::VerifyEmail,
        &CodeScope {
            pending_id: target.flatten(),
            ..CodeScope::default()
        },
        target.is_some(),
        crate::session::request_language(&headers),
    )
    .await?;
    tx.commit().await?;
    Ok(ok(
        StatusCode::OK,
        CodeSentReply {
            success: true,
            message: "Verification code resent to your email!",
            dev_mode: state.config.dev_mail(),
            cooldown_seconds: next,
        },
    ))
}

/// Which account a resent verification code is for: `Some(Some(id))` a sign-up, `Some(None)` an
/// imported account that was never verified, `None` nothing (no mail goes out, the answer is
/// the same). Without a `registrationId` a sign-up is chosen only when it is the address's one
/// waiting sign-up: with several, nobody can tell which one the person at the keyboard made.
async fn resend_target(
    conn: &mut PgConnection,
    email: &str,
    registration_id: Option<Uuid>,
) -> ApiResult<Option<Option<Uuid>>> {
    if let Some(id) = registration_id {
        return Ok(store::pending::get(&mut *conn, email, id)
            .await?
            .map(|p| Some(p.id)));
    }
    if store::users::by_email(&mut *conn, email)
        .await?
        .is_some_and(|u| !u.is_email_verified)
    {
        return Ok(Some(None));
    }
    match store::pending::for_email(&mut *conn, email)
        .await?
        .as_slice()
    {
        [only] => Ok(Some(Some(only.id))),
        _ => Ok(None),
    }
}
