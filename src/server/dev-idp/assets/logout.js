// Confirms RP-initiated logout without a click: the page's policy forbids inline script, so this
// file does what the provider's default page does inline. The page's button is the no-script fallback.
const form = document.getElementById('op.logoutForm');
if (form) {
  const confirm = document.createElement('input');
  confirm.type = 'hidden';
  confirm.name = 'logout';
  confirm.value = 'yes';
  form.appendChild(confirm);
  form.submit();
}
