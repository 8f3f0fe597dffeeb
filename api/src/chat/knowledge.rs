//! Answers to the product's frequent questions, true to the spec's screens and routes.

use kaamsetu_search::assistant::Topic;

/// One answer: its text in English and in Hindi (and in Hinglish, for some) and the pages it
/// names.
pub struct Knowledge {
    pub text: &'static str,
    /// The answer to a question asked in Devanagari.
    pub hindi: &'static str,
    /// The answer to a question asked in Hinglish, where it matters most.
    pub hinglish: Option<&'static str>,
    pub links: &'static [(&'static str, &'static str)],
}

impl Knowledge {
    /// The text in the language of the question.
    pub fn text_in(&self, lang: super::Lang) -> &'static str {
        match lang {
            super::Lang::Hindi => self.hindi,
            super::Lang::Hinglish => self.hinglish.unwrap_or(self.text),
            super::Lang::English => self.text,
        }
    }
}

const SCAM: &str = "KaamSetu never asks for money. Never pay to get a job. A real employer does not ask for a registration fee, a deposit, or money for training or a kit. If one does, it is a scam: do not pay, do not share your UPI PIN, bank details or OTP, and press \"Report this job\" on the job's page so our team can check it.";

const SCAM_HINGLISH: &str = "KaamSetu kabhi paise nahi maangta. Naukri ke liye kabhi paise mat dijiye. Asli employer registration fee, deposit, training ya kit ke paise nahi maangta. Agar koi maange to yeh scam hai: paise mat bhejiye, apna UPI PIN, bank details ya OTP kisi ko mat batayiye, aur job ke page par \"Report this job\" dabaiye taaki hamari team use check kare.";

const SCAM_HINDI: &str = "KaamSetu कभी पैसे नहीं मांगता। नौकरी पाने के लिए कभी पैसे न दें। असली एम्प्लॉयर रजिस्ट्रेशन फ़ीस, डिपॉज़िट, ट्रेनिंग या किट के पैसे नहीं मांगता। अगर कोई मांगे तो यह धोखा है: पैसे न भेजें, अपना UPI PIN, बैंक की जानकारी या OTP किसी को न बताएं, और नौकरी के पेज पर \"Report this job\" दबाएं ताकि हमारी टीम उसकी जांच करे।";

/// A link's words in Hindi (the pages keep their English names).
pub fn hindi_label(label: &str) -> &str {
    match label {
        "Find jobs" => "नौकरी खोजें",
        "Browse all jobs" => "सभी नौकरियां देखें",
        "Job seeker login" => "जॉब सीकर लॉगिन",
        "Employer login" => "एम्प्लॉयर लॉगिन",
        "Job seeker sign up" => "जॉब सीकर साइन अप",
        "Employer sign up" => "एम्प्लॉयर साइन अप",
        "Track applications" => "मेरे आवेदन",
        "Application dashboard" => "आवेदन डैशबोर्ड",
        "My profile" => "मेरी प्रोफ़ाइल",
        "Post a job" => "नौकरी पोस्ट करें",
        "Manage jobs" => "मेरी नौकरियां",
        "Verify email" => "ईमेल पक्का करें",
        "Saved jobs" => "सेव की हुई नौकरियां",
        other => other,
    }
}

/// The answer to a frequent question.
pub fn answer(topic: Topic) -> Knowledge {
    match topic {
        Topic::Apply => Knowledge {
            text: "To apply, sign in as a job seeker, open a job from Find Jobs and press Apply. The job then shows Applied, and you can follow it under Track Applications.",
            hindi: "आवेदन करने के लिए जॉब सीकर के रूप में साइन इन करें, Find Jobs से कोई नौकरी खोलें और Apply दबाएं। फिर नौकरी पर Applied दिखेगा, और Track Applications में आप उसकी स्थिति देख सकते हैं।",
            hinglish: None,
            links: &[
                ("Job seeker login", "/login/jobseeker"),
                ("Find jobs", "/find-jobs"),
                ("Track applications", "/my-applications"),
            ],
        },
        Topic::Resume => Knowledge {
            text: "Sign in as a job seeker, open your profile and choose Upload Resume (or Edit Profile). Pick a PDF, DOC or DOCX file under 5 MB and save. To replace a résumé, delete the old one first, then upload the new one.",
            hindi: "जॉब सीकर के रूप में साइन इन करें, अपनी प्रोफ़ाइल खोलें और Upload Resume (या Edit Profile) चुनें। 5 MB से छोटी PDF, DOC या DOCX फ़ाइल चुनकर सेव करें। रिज़्यूमे बदलना हो तो पहले पुराना हटाएं, फिर नया अपलोड करें।",
            hinglish: None,
            links: &[("My profile", "/user-profile")],
        },
        Topic::Track => Knowledge {
            text: "Sign in as a job seeker: Track Applications lists every application with status and type filters, and the Application Dashboard shows them by status (Applied, In Review, Accepted, Rejected).",
            hindi: "जॉब सीकर के रूप में साइन इन करें: Track Applications में आपके सभी आवेदन स्थिति और प्रकार के फ़िल्टर के साथ दिखते हैं, और Application Dashboard उन्हें स्थिति के हिसाब से दिखाता है (Applied, In Review, Accepted, Rejected)।",
            hinglish: None,
            links: &[
                ("Track applications", "/my-applications"),
                ("Application dashboard", "/application-dashboard"),
            ],
        },
        Topic::PostJob => Knowledge {
            text: "Sign in as an employer (new employers sign up first), choose Post Job, fill in the form, preview it and press Publish Job. You can edit, close, reopen or delete it later under Manage Jobs.",
            hindi: "एम्प्लॉयर के रूप में साइन इन करें (नए एम्प्लॉयर पहले साइन अप करें), Post Job चुनें, फ़ॉर्म भरें, प्रीव्यू देखें और Publish Job दबाएं। बाद में Manage Jobs में आप उसे बदल, बंद, फिर से खोल या हटा सकते हैं।",
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
            hindi: "साइन अप के बाद हम आपको 6 अंकों का कोड ईमेल करते हैं: उसे Verify Email पेज पर डालें। कोड नहीं मिला? स्पैम फ़ोल्डर देखें, फिर Resend दबाएं; हर 60 सेकंड में नया कोड भेजा जा सकता है।",
            hinglish: None,
            links: &[("Verify email", "/verify-email")],
        },
        Topic::ResetPassword => Knowledge {
            text: "On the login page choose Forgot password, enter your email, type the 6-digit code we send you (it expires in 10 minutes), then choose a new password and confirm it.",
            hindi: "लॉगिन पेज पर Forgot password चुनें, अपना ईमेल डालें, हमारा भेजा 6 अंकों का कोड डालें (यह 10 मिनट तक चलता है), फिर नया पासवर्ड चुनकर उसे दोबारा लिखें।",
            hinglish: None,
            links: &[
                ("Job seeker login", "/login/jobseeker"),
                ("Employer login", "/login/employer"),
            ],
        },
        Topic::SaveJob => Knowledge {
            text: "Sign in as a job seeker and press the save icon on a job card. Your saved jobs are under Saved Jobs.",
            hindi: "जॉब सीकर के रूप में साइन इन करें और नौकरी के कार्ड पर सेव का निशान दबाएं। सेव की हुई नौकरियां Saved Jobs में मिलेंगी।",
            hinglish: None,
            links: &[("Saved jobs", "/user-saved-jobs")],
        },
        Topic::Documents => Knowledge {
            text: "To apply on KaamSetu you need only your profile and a résumé (no résumé file? you can make a simple one from your profile). When you join, employers usually ask for an ID proof (Aadhaar or PAN), an address proof, your education certificates, a few photos and your bank details; the job's description says if it needs more, like a driving licence.",
            hindi: "KaamSetu पर आवेदन के लिए सिर्फ़ आपकी प्रोफ़ाइल और रिज़्यूमे चाहिए (रिज़्यूमे फ़ाइल नहीं है? प्रोफ़ाइल से एक आसान रिज़्यूमे बना सकते हैं)। नौकरी जॉइन करते समय एम्प्लॉयर आमतौर पर पहचान पत्र (आधार या पैन), पते का प्रमाण, पढ़ाई के सर्टिफ़िकेट, कुछ फ़ोटो और बैंक की जानकारी मांगते हैं; ड्राइविंग लाइसेंस जैसी और कोई चीज़ चाहिए तो नौकरी के विवरण में लिखा होता है।",
            hinglish: None,
            links: &[("My profile", "/user-profile"), ("Find jobs", "/find-jobs")],
        },
        Topic::Fees => Knowledge {
            text: "KaamSetu is free for job seekers: searching, applying and tracking never cost anything. A real employer never asks for a registration fee, deposit or payment for a job; if one does, do not pay, and tell us.",
            hindi: "KaamSetu नौकरी खोजने वालों के लिए मुफ़्त है: नौकरी खोजने, आवेदन करने और उसकी स्थिति देखने का कोई पैसा नहीं लगता। असली एम्प्लॉयर नौकरी के लिए रजिस्ट्रेशन फ़ीस, डिपॉज़िट या कोई पैसा नहीं मांगता; कोई मांगे तो पैसे न दें और हमें बताएं।",
            hinglish: None,
            links: &[("Find jobs", "/find-jobs")],
        },
        Topic::Scam => Knowledge {
            text: SCAM,
            hindi: SCAM_HINDI,
            hinglish: Some(SCAM_HINGLISH),
            links: &[("Find jobs", "/find-jobs")],
        },
        Topic::SignUp => Knowledge {
            text: "Job seekers and employers each have their own sign-up page. After signing up, enter the 6-digit code we email you to verify your address.",
            hindi: "नौकरी खोजने वालों और एम्प्लॉयर, दोनों के अपने साइन-अप पेज हैं। साइन अप के बाद हमारा ईमेल किया 6 अंकों का कोड डालकर अपना ईमेल पक्का करें।",
            hinglish: None,
            links: &[
                ("Job seeker sign up", "/signup/jobseeker"),
                ("Employer sign up", "/signup/employer"),
            ],
        },
    }
}
