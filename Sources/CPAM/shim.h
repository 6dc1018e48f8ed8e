// Linux-PAM's application interface (libpam0g-dev): pam_start_confdir, pam_authenticate,
// pam_acct_mgmt, pam_end and the conversation types.
#include <security/pam_appl.h>
