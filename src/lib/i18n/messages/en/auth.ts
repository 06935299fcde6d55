/** The auth screens' words (decision 0050). */
export const auth = {
  // Shared by several of the screens.
  'auth.field.email': 'Email',
  'auth.field.password': 'Password',
  'auth.field.startupName': 'Startup name',
  'auth.checkEmail.title': 'Check your email',
  'auth.signIn': 'Sign in',
  'auth.rememberedIt': 'Remembered it? <link>Sign in</link>',
  'auth.sending': 'Sending…',
  'auth.signingOut': 'Signing out…',
  'auth.useDifferentAccount': 'Use a different account',
  'auth.error.offline': 'We could not reach Sangam. Check your connection and try again.',
  'auth.error.tooManyAttempts': 'Too many attempts. Please wait a minute and try again.',

  // /sign-in
  'auth.signIn.title': 'Sign in to Sangam',
  'auth.signIn.subtitle': 'Welcome back.',
  'auth.signIn.forgot': 'Forgot your password?',
  'auth.signIn.tooMany': 'Too many sign-in attempts. Please wait a minute and try again.',
  'auth.signIn.noMatch': 'That email and password do not match an account.',
  'auth.signIn.submitting': 'Signing in…',
  'auth.signIn.newFounder': 'New founder? <link>Create a startup account</link>',
  'auth.signIn.investor': 'Investor? <link>Request access</link>',

  // /sign-up
  'auth.signUp.title': 'Create your startup account',
  'auth.signUp.subtitle':
    'Tell your story once, apply to investor channels, and get an answer every time.',
  'auth.signUp.name': 'Your full name',
  'auth.signUp.email': 'Work email',
  'auth.signUp.tooMany': 'Too many sign-ups from your network. Please try again later.',
  'auth.signUp.choosePassword': 'Choose another password.',
  'auth.signUp.failed': 'We could not create your account. Please try again.',
  'auth.signUp.submitting': 'Creating your account…',
  'auth.signUp.submit': 'Create account',
  'auth.signUp.consent':
    'By creating an account you agree to the <terms>Terms of service</terms> and the <privacy>Privacy policy</privacy>, which explains what we collect, why, and how to withdraw your consent.',
  'auth.signUp.alreadyOn': 'Already on Sangam? <link>Sign in</link>',
  'auth.signUp.sent.subtitle': 'One step before you build your startup’s profile.',
  'auth.signUp.sent.body':
    'We sent a link to <strong>{email}</strong>. Open it on any device within 24 hours to confirm your address and continue.',
  'auth.signUp.sent.nothing':
    'Nothing arrived? Check your spam or promotions folder. If you already have an account with this address, the email says how to sign in.',
  'auth.signUp.sent.goToSignIn': 'Go to sign in',

  // /forgot-password
  'auth.forgot.title': 'Reset your password',
  'auth.forgot.subtitle':
    'Enter the email you sign in with and we’ll send you a link to choose a new password.',
  'auth.forgot.submit': 'Send reset link',
  'auth.forgot.tooMany':
    'You asked for several reset links in a short time. Please wait a while and try again.',
  'auth.forgot.failed': 'We could not send the link just now. Please try again in a moment.',
  'auth.forgot.sent.subtitle': 'A reset link is on its way.',
  'auth.forgot.sent.body':
    'If an account exists for that email, we sent a link to reset the password. It works for 1 hour.',
  'auth.forgot.sent.to':
    'Sent to <strong>{email}</strong>. Nothing arrived after a few minutes? Check your spam folder, or try again.',
  'auth.forgot.sent.another': 'Try another email',
  'auth.forgot.sent.back': 'Back to sign in',

  // /reset-password
  'auth.reset.confirmRequired': 'Please type the new password again.',
  'auth.reset.mismatch': 'The two passwords do not match.',
  'auth.reset.done.title': 'Password changed',
  'auth.reset.done.subtitle': 'You can sign in again now.',
  'auth.reset.done.body': 'Your password is changed. Sign in with the new password.',
  'auth.reset.done.signedOut':
    'For your safety we signed you out on every device where you were signed in.',
  'auth.reset.broken.title': 'This reset link doesn’t work',
  'auth.reset.broken.subtitle': 'Links to reset a password work once, for 1 hour.',
  'auth.reset.broken.expired':
    'That link has expired or was already used. Ask for a new one — it only takes a moment.',
  'auth.reset.broken.missing':
    'This page needs the link from your password-reset email. Ask for a new one if you cannot find it.',
  'auth.reset.broken.newLink': 'Send me a new link',
  'auth.reset.choosePassword': 'Please choose another password.',
  'auth.reset.failed': 'We could not change your password. Please try again.',
  'auth.reset.title': 'Choose a new password',
  'auth.reset.subtitle':
    'Pick something you don’t use anywhere else. You’ll sign in with it from now on.',
  'auth.reset.newPassword': 'New password',
  'auth.reset.confirmPassword': 'Confirm new password',
  'auth.reset.submitting': 'Saving…',
  'auth.reset.submit': 'Set new password',

  // /verify-email
  'auth.verify.title': 'Confirm your email',
  'auth.verify.subtitle': 'One last step before you can build your startup’s profile.',
  'auth.verify.body':
    'We sent a confirmation link to <strong>{email}</strong>. Open it on any device to confirm your address — the link works for 24 hours.',
  'auth.verify.linkFailed': 'That link has expired or was already used — send a new one.',
  'auth.verify.nothing':
    'Nothing arrived? Check your spam or promotions folder, or send the link again.',
  'auth.verify.resend': 'Send the link again',
  'auth.verify.resent': 'We sent a new link to {email}. It works for 24 hours.',
  'auth.verify.tooMany':
    'You asked for several links in a short time. Please wait a minute and try again.',
  'auth.verify.alreadyConfirmed': 'Your email is already confirmed.',
  'auth.verify.failed': 'We could not send the link. Please try again in a moment.',

  // /welcome
  'auth.welcome.title': 'Welcome to Sangam, {name}',
  'auth.welcome.intro':
    'You are signed in as <strong>{email}</strong>, but you are not part of a startup or a fund yet. Start your startup’s profile, or join the team that is already here.',
  'auth.welcome.start.title': 'Start your startup’s profile',
  'auth.welcome.start.body':
    'Create your startup on Sangam. You become its owner and can invite your co-founders later.',
  'auth.welcome.start.submitting': 'Creating your startup…',
  'auth.welcome.start.submit': 'Create startup',
  'auth.welcome.start.created': '{name} is on Sangam.',
  'auth.welcome.start.conflict': '{message} Open your area from the button below.',
  'auth.welcome.start.member': 'You already belong to an organisation.',
  'auth.welcome.start.failed': 'We could not create your startup. Please try again.',
  'auth.welcome.openArea': 'Open my area',
  'auth.welcome.join.title': 'Joining a team?',
  'auth.welcome.join.body':
    'Teams on Sangam grow by invitation, so nobody joins an organisation by accident.',
  'auth.welcome.join.askOwner':
    'Ask an owner of your startup or fund to invite <strong>{email}</strong> from their Settings page.',
  'auth.welcome.join.invited':
    'Already have an invitation email? Open the link in it while signed in as this address to join straight away.',
  'auth.welcome.join.investors':
    'Investors new to Sangam: <link>request access</link> for your fund. Once approved, we email you an invitation link.',
} as const
