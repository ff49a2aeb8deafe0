// The z3sudoku workbench: sends the puzzle to the server's API and shows
// the answers. One piece of work runs at a time; Cancel, or starting
// another, aborts it, which cancels the server's Z3 work too.
"use strict";

const $ = (id) => document.getElementById(id);
const puzzleBox = $("puzzle");
const statusEl = $("status");
const timeEl = $("time");
const drawing = $("drawing");
const two = $("twosolutions");
const bindingsEl = $("bindings");
const cancelBtn = $("cancel");
const workButtons = ["unique", "candidates", "solution", "count", "generate"].map($);

let current = null; // the AbortController of the work under way
let renderTimer = 0;
let drawn = null; // the puzzle text and rules the drawing and links are of

function rules() {
  return Array.from(document.querySelectorAll('input[name="rule"]:checked'), (el) => el.value);
}

function drawKey() {
  return JSON.stringify([puzzleBox.value, rules()]);
}

function setStatus(state, text) {
  statusEl.dataset.state = state;
  statusEl.textContent = text;
}

function ms(us) {
  return us < 1000 ? `${us} µs` : `${(us / 1000).toFixed(us < 10000 ? 1 : 0)} ms`;
}

function showTime(serverUS, started) {
  const trip = Math.round(performance.now() - started);
  timeEl.textContent = serverUS == null ? `${trip} ms` : `solver ${ms(serverUS)}, round trip ${trip} ms`;
}

// begin aborts the work under way and starts a new piece; the returned
// signal ends with it.
function begin() {
  if (current) current.abort();
  current = new AbortController();
  cancelBtn.disabled = false;
  return current;
}

function end(ctl) {
  if (current === ctl) {
    current = null;
    cancelBtn.disabled = true;
  }
}

// post sends body to path as JSON and returns the response.
function post(path, body, ctl) {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: ctl.signal,
  });
}

async function errorOf(resp) {
  try {
    const j = await resp.json();
    return j.error || resp.statusText;
  } catch (e) {
    return resp.statusText;
  }
}

function failed(err) {
  if (err.name === "AbortError") {
    setStatus("idle", "Cancelled.");
  } else {
    setStatus("error", `Error: ${err.message}`);
  }
}

// draw asks the server for the drawing, with the solution or candidates.
async function draw(opts, ctl) {
  const resp = await post("/api/render", Object.assign({ puzzle: puzzleBox.value, rules: rules(), cell: 44 }, opts), ctl);
  if (!resp.ok) {
    return { error: await errorOf(resp), code: resp.status };
  }
  drawing.innerHTML = await resp.text();
  drawn = drawKey();
  return { us: Number(resp.headers.get("X-Time-Us")) };
}

async function refreshLinks(ctl) {
  const links = $("links");
  const resp = await post("/api/link", { puzzle: puzzleBox.value, rules: rules() }, ctl);
  if (!resp.ok) {
    links.hidden = true;
    return;
  }
  const j = await resp.json();
  $("fpuzzles-link").href = j.fpuzzles;
  $("sudokupad-link").href = j.sudokupad;
  links.hidden = false;
}

// preview draws the puzzle as it is typed, without solving.
async function preview() {
  updateButtons();
  two.hidden = true;
  if (puzzleBox.value.trim() === "") {
    drawing.innerHTML = "";
    $("links").hidden = true;
    setStatus("idle", "Paste a puzzle to begin.");
    return;
  }
  const ctl = begin();
  try {
    const r = await draw({}, ctl);
    if (r.error) {
      setStatus("invalid", `Invalid: ${r.error}`);
      $("links").hidden = true;
    } else {
      setStatus("idle", "Ready: check it, or show its candidates.");
      await refreshLinks(ctl);
    }
  } catch (e) {
    if (e.name !== "AbortError") failed(e);
  } finally {
    end(ctl);
  }
}

function schedulePreview() {
  clearTimeout(renderTimer);
  renderTimer = setTimeout(preview, 300);
}

// gridTable draws a solution as a table, marking the cells where it
// differs from other.
function gridTable(sol, other, givens) {
  const n = Math.round(Math.sqrt(sol.length));
  const box = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4] }[n] || [0, 0];
  const t = document.createElement("table");
  t.className = "grid";
  for (let r = 0; r < n; r++) {
    const tr = t.insertRow();
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const td = tr.insertCell();
      td.textContent = sol[i];
      if (givens && givens[i] !== "." && givens[i] !== "0") td.classList.add("given");
      if (sol[i] !== other[i]) td.classList.add("diff");
      if (box[1] && (c + 1) % box[1] === 0 && c + 1 < n) td.classList.add("box-right");
      if (box[0] && (r + 1) % box[0] === 0 && r + 1 < n) td.classList.add("box-bottom");
    }
  }
  return t;
}

async function showTwoSolutions(givens, ctl) {
  const resp = await post("/api/solutions", { puzzle: puzzleBox.value, rules: rules(), limit: 2 }, ctl);
  if (!resp.ok) return;
  const j = await resp.json();
  if (j.solutions.length < 2) return;
  const [a, b] = j.solutions;
  let diff = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff++;
  two.replaceChildren();
  [a, b].forEach((s, k) => {
    const fig = document.createElement("figure");
    const cap = document.createElement("figcaption");
    cap.textContent = `Solution ${k + 1} (${diff} cells differ, highlighted)`;
    fig.append(cap, gridTable(s, k === 0 ? b : a, givens));
    two.append(fig);
  });
  two.hidden = false;
}

// api runs one of the batch commands and returns its JSON line, or throws.
async function api(cmd, extra, ctl) {
  const resp = await post(`/api/${cmd}`, Object.assign({ puzzle: puzzleBox.value, rules: rules() }, extra), ctl);
  const j = await resp.json().catch(() => ({ error: resp.statusText }));
  j.httpStatus = resp.status;
  showBindings(j.bindings);
  return j;
}

// showBindings lists how the rules text of a link was read: each class of
// drawn elements, or rule stated only in the text, and its family.
function showBindings(bindings) {
  const list = bindingsEl.querySelector("ul");
  list.replaceChildren(...(bindings || []).map((b) => {
    const li = document.createElement("li");
    li.textContent = b;
    return li;
  }));
  bindingsEl.hidden = !bindings || bindings.length === 0;
}

// verdict shows a batch answer's status; it returns false for errors.
function verdict(j, ok) {
  if (j.error) {
    const state = j.status === "no solution" ? "none" : j.httpStatus === 400 ? "invalid" : "error";
    if (j.status === "no solution") {
      setStatus(state, "No solution.");
      return false;
    }
    const what = /conflict/i.test(j.error) ? "No solution, conflicting givens" : j.httpStatus === 400 ? "Invalid" : "Error";
    setStatus(state, `${what}: ${j.error}`);
    return false;
  }
  ok();
  return true;
}

async function run(work) {
  if (puzzleBox.value.trim() === "") {
    setStatus("invalid", "Paste a puzzle first.");
    puzzleBox.focus();
    return;
  }
  clearTimeout(renderTimer);
  const ctl = begin();
  const started = performance.now();
  setStatus("busy", "Working…");
  timeEl.textContent = "";
  two.hidden = true;
  try {
    if (drawn !== drawKey()) {
      // The puzzle changed since it was drawn: draw it first, so the
      // verdict is shown beside the puzzle it is about.
      const r = await draw({}, ctl);
      if (r.error) {
        setStatus("invalid", `Invalid: ${r.error}`);
        return;
      }
      await refreshLinks(ctl);
    }
    await work(ctl, started);
  } catch (e) {
    failed(e);
  } finally {
    end(ctl);
  }
}

$("puzzle-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  run(async (ctl, started) => {
    const j = await api("unique", {}, ctl);
    showTime(j.time_us, started);
    verdict(j, () => {
      if (j.status === "unique") {
        setStatus("unique", "Unique: exactly one solution.");
      } else {
        setStatus("multiple", "Not unique: more than one solution.");
      }
    });
    if (j.status === "multiple") await showTwoSolutions(j.puzzle, ctl);
  });
});

$("candidates").addEventListener("click", () =>
  run(async (ctl, started) => {
    const r = await draw({ candidates: true }, ctl);
    if (r.error) {
      setStatus(r.code === 422 ? "none" : "invalid", `No candidates: ${r.error}`);
      return;
    }
    showTime(r.us, started);
    setStatus("candidates", "True candidates shown as pencil marks.");
  })
);

$("solution").addEventListener("click", () =>
  run(async (ctl, started) => {
    const r = await draw({ solution: true }, ctl);
    if (r.error) {
      setStatus(r.code === 422 ? "none" : "invalid", `No solution: ${r.error}`);
      return;
    }
    showTime(r.us, started);
    setStatus("solved", "A solution is shown (check unique to know whether it is the only one).");
  })
);

$("count").addEventListener("click", () =>
  run(async (ctl, started) => {
    const limit = Number($("limit").value) || 100;
    const j = await api("count", { limit }, ctl);
    showTime(j.time_us, started);
    verdict(j, () => {
      const n = j.solutions;
      const text = j.at_least ? `${n} or more solutions (the limit).` : n === 1 ? "Unique: 1 solution." : `${n} solutions.`;
      setStatus(n === 1 ? "unique" : n === 0 ? "none" : "multiple", text);
    });
  })
);

cancelBtn.addEventListener("click", () => {
  if (current) current.abort();
});

$("generate-form").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const genStatus = $("gen-status");
  const bar = $("gen-progress");
  const ctl = begin();
  const started = performance.now();
  const body = { variant: $("variant").value, symmetry: $("symmetry").value };
  const seed = Number($("seed").value);
  if (seed > 0) body.seed = seed;
  bar.hidden = false;
  bar.removeAttribute("value");
  genStatus.textContent = "Generating…";
  (async () => {
    try {
      const resp = await post("/api/generate", body, ctl);
      if (!resp.ok) {
        genStatus.textContent = `Error: ${await errorOf(resp)}`;
        return;
      }
      const reader = resp.body.getReader();
      const dec = new TextDecoder();
      let buf = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buf += dec.decode(value, { stream: true });
        let nl;
        while ((nl = buf.indexOf("\n")) >= 0) {
          const line = JSON.parse(buf.slice(0, nl));
          buf = buf.slice(nl + 1);
          if (line.error) {
            genStatus.textContent = `Error: ${line.error}`;
          } else if (line.done) {
            genStatus.textContent = `Generated (seed ${line.seed}) in ${line.elapsed_ms} ms, ${line.checks} checks.`;
            puzzleBox.value = line.puzzle;
            end(ctl);
            await preview();
          } else {
            const what = line.cages ? `${line.cages} cages` : `${line.givens} givens`;
            genStatus.textContent = `Working: ${line.checks} checks, ${what}, ${line.elapsed_ms} ms…`;
          }
        }
      }
    } catch (e) {
      genStatus.textContent = e.name === "AbortError" ? "Cancelled." : `Error: ${e.message}`;
    } finally {
      bar.hidden = true;
      end(ctl);
      timeEl.textContent = `generate: ${Math.round(performance.now() - started)} ms`;
    }
  })();
});

// A killer is generated without givens, so without symmetry.
$("variant").addEventListener("change", () => ($("symmetry").disabled = $("variant").value === "killer"));

puzzleBox.addEventListener("input", schedulePreview);
document.querySelectorAll('input[name="rule"]').forEach((el) => el.addEventListener("change", schedulePreview));

function loadFile(file) {
  if (!file) return;
  file.text().then((t) => {
    puzzleBox.value = t.trim();
    preview();
  });
}

$("file").addEventListener("change", (ev) => loadFile(ev.target.files[0]));
puzzleBox.addEventListener("dragover", (ev) => {
  ev.preventDefault();
  puzzleBox.classList.add("dragging");
});
puzzleBox.addEventListener("dragleave", () => puzzleBox.classList.remove("dragging"));
puzzleBox.addEventListener("drop", (ev) => {
  ev.preventDefault();
  puzzleBox.classList.remove("dragging");
  loadFile(ev.dataTransfer.files[0]);
});

// Ctrl+Enter (or Cmd+Enter) checks the puzzle from anywhere; Escape
// cancels the work under way.
document.addEventListener("keydown", (ev) => {
  if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
    ev.preventDefault();
    $("puzzle-form").requestSubmit();
  } else if (ev.key === "Escape" && current) {
    current.abort();
  }
});

// Keep the buttons usable only while there is a puzzle to work on.
function updateButtons() {
  const empty = puzzleBox.value.trim() === "";
  workButtons.slice(0, 4).forEach((b) => (b.disabled = empty));
}
puzzleBox.addEventListener("input", updateButtons);
updateButtons();
