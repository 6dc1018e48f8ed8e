// Apple's module name on Linux: `import LocalAuthentication` gives Plume's `LAContext`, `LAPolicy`,
// `LAError` and `LABiometryType` (device-owner authentication through Linux-PAM), and the
// `localAuthenticationPrompts()` modifier that shows their password dialog.
@_exported import PlumeLocalAuth
