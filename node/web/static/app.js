// AgentSite web app: forms sent as JSON with the session's CSRF token, checked before sending,
// sent once; live views over server-sent events. No library, no build step.
const csrf = document.querySelector('meta[name="csrf"]')?.content || '';

const checks = {
  json: (v) => { try { JSON.parse(v); return ''; } catch { return 'This is not valid JSON. Check quotes and braces.'; } },
  amount: (v) => /^\d+(\.\d+)?\s*(eth|ast|wei)?$/i.test(v) && parseFloat(v) > 0 ? '' : 'Give a positive amount, e.g. 0.01 or 100.',
  amount0: (v) => /^\d+(\.\d+)?\s*(ast|wei)?$/i.test(v) ? '' : 'Give an amount, e.g. 50.',
  duration: (v) => /^\d+(\.\d+)?(ms|s|m|h)$/.test(v) ? '' : 'Give a duration such as 90s, 30m or 2h.',
  address: (v) => /^0x[0-9a-fA-F]{40}$/.test(v) ? '' : 'Give an address: 0x and 40 hex digits.',
  int: (v) => /^\d+$/.test(v) ? '' : 'Give a whole number.',
  integer: (v) => /^-?\d+$/.test(v) ? '' : 'Give a whole number.',
  number: (v) => v !== '' && !isNaN(Number(v)) ? '' : 'Give a number.',
  plan: checkPlan,
};

// checkPlan catches what a person gets wrong in a team's plan before it is sent; the node
// checks the rest (skills on the network, references, depth).
function checkPlan(v) {
  let p;
  try { p = JSON.parse(v); } catch { return 'The plan is not valid JSON. Check quotes and braces.'; }
  if (!p || !Array.isArray(p.tasks) || p.tasks.length === 0) return 'A plan is {"tasks": [...]}, with at least one task.';
  const ids = new Set(p.tasks.map((t) => t && t.id));
  for (const t of p.tasks) {
    if (!t || typeof t.id !== 'string' || !/^[a-z0-9_-]{1,32}$/.test(t.id)) return 'Each task needs an id of a-z, 0-9, _ or - (at most 32).';
    if (typeof t.skill !== 'string' || !t.skill) return `Task “${t.id}” needs a skill.`;
    if (typeof t.share !== 'string' || !(parseFloat(t.share) > 0)) return `Task “${t.id}” needs a share of the budget, e.g. "0.01".`;
    for (const d of t.deps || []) if (!ids.has(d)) return `Task “${t.id}” depends on “${d}”, which is not in the plan.`;
  }
  return '';
}

function showError(form, msg, field) {
  const p = form.querySelector('.form-error');
  form.querySelectorAll('[aria-invalid]').forEach((e) => e.removeAttribute('aria-invalid'));
  if (field) form.querySelector(`[name="${field}"]`)?.setAttribute('aria-invalid', 'true');
  if (p) { p.textContent = msg; p.hidden = !msg; }
}

// collect checks every field and builds the JSON body; it returns [body, error, field].
function collect(form) {
  const body = {};
  let input = null;
  for (const el of form.elements) {
    if (!el.name || el.type === 'submit') continue;
    const v = el.type === 'checkbox' ? el.checked : el.value.trim();
    if (el.required && v === '') return [null, `Fill in “${el.name.replace(/^in\./, '')}”.`, el.name];
    const kind = el.dataset.kind;
    if (v !== '' && kind && checks[kind] && el.type !== 'checkbox') {
      const err = checks[kind](v);
      if (err) return [null, err, el.name];
    }
    if (el.name.startsWith('in.')) {
      if (v === '' || v === false && !el.required) { if (v === '') continue; }
      input = input || {};
      const k = el.name.slice(3);
      input[k] = kind === 'json' ? JSON.parse(v) : (kind === 'integer' || kind === 'number') ? Number(v) : v;
      continue;
    }
    if (el.name === 'input') { body.input = JSON.parse(v); continue; }
    body[el.name] = kind === 'int' ? Number(v) : v;
  }
  if (input) body.input = input;
  if (form.dataset.action === 'call' && !body.input) body.input = {};
  return [body, '', ''];
}

const confirmText = {
  post: (b) => `Post a bounty for “${b.skill}” with a reward of ${b.reward} ETH${b.assignee ? `, for agent ${b.assignee}` : ''}? The reward is escrowed on chain now; the node account also pays the gas.`,
  register: (b) => `Register ${b.agent} on chain with a stake of ${b.amount} AST? The node account pays the stake and the gas of two transactions (approve, register).`,
  stake: (b) => `Add ${b.amount} AST to ${b.agent}'s stake? The node account pays the tokens and the gas of two transactions.`,
  unstake: (b) => `Start unbonding ${b.amount} AST of ${b.agent}'s stake? It can be withdrawn after the unbonding period; the node pays the gas.`,
  withdraw: (b) => `Withdraw ${b.agent}'s unbonded stake to the node account? The node pays the gas.`,
  cancel: (b) => `Cancel bounty #${b.id} and take the reward back? The node pays the gas.`,
  accept: (b) => `Accept the result of bounty #${b.id} and pay the agent?`,
  reject: (b) => `Reject the result of bounty #${b.id}? The agent's operator may dispute it before an arbiter.`,
  dispute: (b) => `Dispute the rejection of bounty #${b.id} before its arbiter?`,
  team: (b) => `Start a team for “${b.goal.slice(0, 80)}” with a budget of ${b.budget} ETH${b.plan ? ' and your plan' : ', planned by a planner agent'}? Each task's bounty is escrowed from the node account as it is hired; the node also pays the gas.`,
  payout: (b) => `Send all of ${b.agent}'s earnings to ${b.to}? The transfer's gas comes out of them.`,
};

// gasOf is the typical gas of each action's transactions, from the contracts' gas table
// (contracts/snapshots): post_eth; approve + register_with_stake; approve + increase_stake;
// request_unstake; withdraw; cancel; a plain transfer.
const gasOf = { accept: 99735, reject: 60000, dispute: 60000, post: 102966, register: 251000, stake: 95000, unstake: 54236, withdraw: 50000, cancel: 37872, payout: 21000 };
const gasPrice = Number(document.querySelector('meta[name="gas-price"]')?.content || 0);

function gasText(action) {
  if (!gasOf[action] || !gasPrice) return '';
  const eth = (gasOf[action] * gasPrice) / 1e18;
  return ` Estimated gas: about ${gasOf[action].toLocaleString('en')} gas at ${(gasPrice / 1e9).toFixed(3)} gwei ≈ ${eth.toPrecision(3)} ETH.`;
}

const slow = { post: 'Posting on chain… waiting for the transaction to be mined.', register: 'Sending… waiting for the transactions to be mined.',
  stake: 'Sending… waiting for the transactions to be mined.', unstake: 'Sending… waiting for the transaction to be mined.',
  withdraw: 'Sending… waiting for the transaction to be mined.', cancel: 'Sending… waiting for the transaction to be mined.',
  payout: 'Sending… waiting for the transaction to be mined.', call: 'Calling the agent…',
  team: 'Planning and checking the plan…',
  accept: 'Sending… waiting for the transaction to be mined.', reject: 'Sending… waiting for the transaction to be mined.',
  dispute: 'Sending… waiting for the transaction to be mined.' };

async function send(form, body, button) {
  const action = form.dataset.action;
  button.disabled = true;
  const status = form.querySelector('.status') || form.appendChild(Object.assign(document.createElement('p'), { className: 'status' }));
  status.textContent = slow[action] || 'Sending…';
  const started = Date.now();
  const timer = setInterval(() => { status.textContent = `${slow[action] || 'Sending…'} ${Math.round((Date.now() - started) / 1000)} s`; }, 1000);
  try {
    const res = await fetch(`/act/${action}`, { method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: JSON.stringify(body) });
    const out = await res.json().catch(() => ({ error: 'The node answered something unexpected. Reload the page.' }));
    if (!res.ok) { status.textContent = ''; showError(form, out.error, out.field); return; }
    if (out.next) { location.assign(out.next); return; }
    if (out.call) { await followCall(form, out.call, status); return; }
    const pre = form.dataset.result && document.getElementById(form.dataset.result);
    if (pre) { pre.textContent = out.output; pre.hidden = false; status.textContent = 'Done.'; return; }
    if (form.dataset.reset) { form.elements[form.dataset.reset].value = ''; status.textContent = ''; return; }
    status.textContent = 'Mined.';
    setTimeout(() => location.reload(), 400);
  } catch (e) {
    showError(form, 'The node cannot be reached. Is it running? Try again.');
    status.textContent = '';
  } finally {
    clearInterval(timer);
    button.disabled = false;
  }
}

// followCall shows a "try it" call's progress lines as the agent reports them, then its output
// or what went wrong; it resolves when the call is over.
function followCall(form, id, status) {
  const pre = document.getElementById(form.dataset.result);
  let list = form.querySelector('ol.progress');
  if (!list) { list = Object.assign(document.createElement('ol'), { className: 'progress' }); pre.before(list); }
  list.replaceChildren();
  pre.hidden = true;
  return new Promise((resolve) => {
    const es = new EventSource(`/live/call?id=${encodeURIComponent(id)}`);
    const end = () => { es.close(); resolve(); };
    es.addEventListener('progress', (ev) => list.append(Object.assign(document.createElement('li'), { textContent: ev.data })));
    es.addEventListener('result', (ev) => { pre.textContent = ev.data; pre.hidden = false; status.textContent = 'Done.'; end(); });
    es.addEventListener('failure', (ev) => { status.textContent = ''; showError(form, ev.data); end(); });
    es.addEventListener('error', () => { status.textContent = ''; showError(form, 'Lost the call while the agent worked. Call again.'); end(); });
  });
}

function onSubmit(form) {
  form.noValidate = true; // checked here, with messages a person can act on
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const button = ev.submitter || form.querySelector('button[type=submit]');
    if (button.disabled) return; // sent already: nothing goes twice
    showError(form, '');
    if (form.dataset.action === 'logout') { send(form, {}, button); return; }
    const [body, err, field] = collect(form);
    if (err) { showError(form, err, field); return; }
    const text = confirmText[form.dataset.confirm];
    if (!text) { send(form, body, button); return; }
    form.querySelector('.confirm')?.remove();
    const box = document.createElement('div');
    box.className = 'confirm';
    box.append(Object.assign(document.createElement('p'), { textContent: text(body) + gasText(form.dataset.confirm) }));
    const yes = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Confirm and send', className: 'yes' });
    const no = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Back', className: 'no' });
    // A live view holds its updates while the form is confirmed and sent (see live).
    form.dataset.busy = 'yes';
    const done = () => { delete form.dataset.busy; form.dispatchEvent(new Event('formdone', { bubbles: true })); };
    yes.addEventListener('click', () => { box.remove(); send(form, body, button).finally(done); }, { once: true });
    no.addEventListener('click', () => { box.remove(); done(); });
    box.append(yes, no);
    button.after(box);
  });
}

async function login(token, form) {
  const res = await fetch('/login', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  const out = await res.json().catch(() => ({ error: 'The node answered something unexpected.' }));
  if (res.ok) { location.replace(out.next || '/'); return; }
  showError(form, out.error);
}

// live follows a live view. An update redraws the view, which would drop a confirmation the
// person has open in it (their click then finds nothing) or the answer to a form being sent:
// the last update waits until that form is done.
function live(el) {
  const es = new EventSource(el.dataset.live);
  let held = null;
  const draw = (html) => { el.innerHTML = html; el.querySelectorAll('form[data-action]').forEach(onSubmit); };
  es.addEventListener('update', (ev) => { if (el.querySelector('form[data-busy]')) held = ev.data; else draw(ev.data); });
  el.addEventListener('formdone', () => { if (held !== null && !el.querySelector('form[data-busy]')) { const html = held; held = null; draw(html); } });
  es.addEventListener('done', () => es.close()); // settled: nothing more will come
  es.addEventListener('msg', (ev) => {
    el.insertAdjacentHTML('beforeend', ev.data);
    el.lastElementChild?.scrollIntoView({ block: 'end' });
  });
}

const loginForm = document.querySelector('form[data-login]');
if (loginForm) {
  const m = location.hash.match(/^#token=([A-Za-z0-9_-]+)$/);
  if (m) { history.replaceState(null, '', '/login'); login(m[1], loginForm); }
  loginForm.addEventListener('submit', (ev) => { ev.preventDefault(); login(loginForm.elements.token.value.trim(), loginForm); });
}
document.querySelectorAll('form[data-action]').forEach(onSubmit);
document.querySelectorAll('[data-live]').forEach(live);
document.querySelector('#messages')?.lastElementChild?.scrollIntoView({ block: 'end' });
