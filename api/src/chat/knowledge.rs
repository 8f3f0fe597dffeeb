//! Answers to the product's frequent questions, true to the spec's screens and routes.

use kaamsetu_search::assistant::Topic;

/// One answer: its text (and its Hinglish text, for some) and the pages it names.
pub struct Knowledge {
    pub text: &'static str,
    /// The answer to a question asked in Hinglish, where it matters most.
    pub hinglish: Option<&'static str>,
    pub links: &'static [(&'static str, &'static str)],
}

/// The safety line of the job page and the apply dialog, word for word.
pub const NEVER_PAY: &str = "KaamSetu never asks for money. Never pay to get a job.";

const SCAM: &str = "KaamSetu never asks for money. Never pay to get a job. A real employer does not ask for a registration fee, a deposit, or money for training or a kit. If one does, it is a scam: do not pay, do not share your UPI PIN, bank details or OTP, and press \"Report this job\" on the job's page so our team can check it.";

const SCAM_HINGLISH: &str = "KaamSetu kabhi paise nahi maangta. Naukri ke liye kabhi paise mat dijiye. Asli employer registration fee, deposit, training ya kit ke paise nahi maangta. Agar koi maange to yeh scam hai: paise mat bhejiye, apna UPI PIN, bank details ya OTP kisi ko mat batayiye, aur job ke page par \"Report this job\" dabaiye taaki hamari team use check kare.";

/// The answer to a frequent question.
pub fn answer(topic: Topic) -> Knowledge {
    match topic {
        Topic::Apply => Knowledge {
            text: "To apply, sign in as a job seeker, open a job from Find Jobs and press Apply. The job then shows Applied, and you can follow it under Track Applications.",
            hinglish: None,
            links: &[
                ("Job seeker login", "/login/jobseeker"),
                ("Find jobs", "/find-jobs"),
                ("Track applications", "/my-applications"),
            ],
        },
        Topic::Resume => Knowledge {
            text: "Sign in as a job seeker, open your profile and choose Upload Resume (or Edit Profile). Pick a PDF, DOC or DOCX file under 5 MB and save. To replace a résumé, delete the old one first, then upload the new one.",
            hinglish: None,
            links: &[("My profile", "/user-profile")],
        },
        Topic::Track => Knowledge {
            text: "Sign in as a job seeker: Track Applications lists every application with status and type filters, and the Application Dashboard shows them by status (Applied, In Review, Accepted, Rejected).",
            hinglish: None,
            links: &[
                ("Track applications", "/my-applications"),
                ("Application dashboard", "/application-dashboard"),
            ],
        },
        Topic::PostJob => Knowledge {
            text: "Sign in as an employer (new employers sign up first), choose Post Job, fill in the form, preview it and press Publish Job. You can edit, close, reopen or delete it later under Manage Jobs.",
            hinglish: None,
            links: &[
                ("Employer login", "/login/employer"),
                ("Employer sign up", "/signup/employer"),
                ("Post a job", "/post-job"),
                ("Manage jobs", "/manage-jobs"),
            ],
        },
        Topic::VerifyEmail => Knowledge {
            text: "After you sign up we email you a 6-digit verification code: enter it on the verify email page. Didn't get it? Check your spam folder, then press Resend; a new code can be sent every 60 seconds.",
            hinglish: None,
            links: &[("Verify email", "/verify-email")],
        },
        Topic::ResetPassword => Knowledge {
            text: "On the login page choose Forgot password, enter your email, type the 6-digit code we send you (it expires in 10 minutes), then choose a new password and confirm it.",
            hinglish: None,
            links: &[
                ("Job seeker login", "/login/jobseeker"),
                ("Employer login", "/login/employer"),
            ],
        },
        Topic::SaveJob => Knowledge {
            text: "Sign in as a job seeker and press the save icon on a job card. Your saved jobs are under Saved Jobs.",
            hinglish: None,
            links: &[("Saved jobs", "/user-saved-jobs")],
        },
        Topic::Documents => Knowledge {
            text: "To apply on KaamSetu you need only your profile and a résumé (no résumé file? you can make a simple one from your profile). When you join, employers usually ask for an ID proof (Aadhaar or PAN), an address proof, your education certificates, a few photos and your bank details; the job's description says if it needs more, like a driving licence.",
            hinglish: None,
            links: &[("My profile", "/user-profile"), ("Find jobs", "/find-jobs")],
        },
        Topic::Fees => Knowledge {
            text: "KaamSetu is free for job seekers: searching, applying and tracking never cost anything. A real employer never asks for a registration fee, deposit or payment for a job; if one does, do not pay, and tell us.",
            hinglish: None,
            links: &[("Find jobs", "/find-jobs")],
        },
        Topic::Scam => Knowledge {
            text: SCAM,
            hinglish: Some(SCAM_HINGLISH),
            links: &[("Find jobs", "/find-jobs")],
        },
        Topic::SignUp => Knowledge {
            text: "Job seekers and employers each have their own sign-up page. After signing up, enter the 6-digit code we email you to verify your address.",
            hinglish: None,
            links: &[
                ("Job seeker sign up", "/signup/jobseeker"),
                ("Employer sign up", "/signup/employer"),
            ],
        },
    }
}
