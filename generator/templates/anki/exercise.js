/* lessondeck exercise card: checks a typed answer numerically.
   The expected value is not in the visible text: it travels base64-encoded
   in data-key ({"answer": x, "tolerance": t}). Runs on the front (the check)
   and on the back (repeats the learner's verdict next to the answer); the
   back shows the expected answer as plain text, so the card still works
   where scripts do not run. Everything is inside one function because Anki
   may run this script again in the same page. */
(function () {
  "use strict";

  function decodeKey(text) {
    try {
      var bytes = atob(String(text || "").trim());
      var data = JSON.parse(bytes);
      var answer = Number(data.answer);
      var tolerance = Math.abs(Number(data.tolerance));
      if (!isFinite(answer) || !isFinite(tolerance)) {
        return null;
      }
      return { answer: answer, tolerance: tolerance };
    } catch (err) {
      return null;
    }
  }

  var NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

  function unsignedValue(text) {
    if (NUMBER.test(text)) {
      return parseFloat(text);
    }
    if (/^\d+,\d+$/.test(text)) {
      return parseFloat(text.replace(",", "."));
    }
    return NaN;
  }

  /* "0.25", ".25", "25%", "2.5e-1", "1/4", "+0.25", "-0.25", "\u22120.25". */
  function parseAnswer(raw) {
    var s = String(raw == null ? "" : raw)
      .replace(/[\s\u00a0\u202f]+/g, "")
      .replace(/[\u2212\u2012\u2013\u2014\u2010\u2011\ufe63\uff0d]/g, "-")
      .replace(/\uff0b/g, "+");
    if (!s) {
      return NaN;
    }
    var sign = 1;
    if (s.charAt(0) === "+" || s.charAt(0) === "-") {
      sign = s.charAt(0) === "-" ? -1 : 1;
      s = s.slice(1);
    }
    var scale = 1;
    if (s.charAt(s.length - 1) === "%") {
      scale = 0.01;
      s = s.slice(0, -1);
    }
    var value;
    var slash = s.indexOf("/");
    if (slash >= 0) {
      var num = unsignedValue(s.slice(0, slash));
      var den = unsignedValue(s.slice(slash + 1));
      value = den === 0 ? NaN : num / den;
    } else {
      value = unsignedValue(s);
    }
    return sign * value * scale;
  }

  function within(value, key) {
    var slack = 1e-9 * Math.max(1, Math.abs(key.answer));
    return Math.abs(value - key.answer) <= key.tolerance + slack;
  }

  function show(node, text, state) {
    node.textContent = text;
    node.className = node.className.replace(/\s*ld-(ok|bad|unreadable)\b/g, "");
    if (state) {
      node.className += " ld-" + state;
    }
  }

  function remember(keyText, response) {
    window.lessondeckResponse = { key: keyText, response: response };
    try {
      window.sessionStorage.setItem("lessondeck:" + keyText, JSON.stringify(response));
    } catch (err) {
      /* storage may be unavailable; the window variable is enough on desktop */
    }
  }

  function recall(keyText) {
    var last = window.lessondeckResponse;
    if (last && last.key === keyText) {
      return last.response;
    }
    try {
      var stored = window.sessionStorage.getItem("lessondeck:" + keyText);
      return stored ? JSON.parse(stored) : null;
    } catch (err) {
      return null;
    }
  }

  function tolerancePhrase(key) {
    return key.tolerance > 0 ? "within \u00b1" + key.tolerance : "exactly";
  }

  function setUpFront(box) {
    var keyText = box.getAttribute("data-key");
    var key = decodeKey(keyText);
    var input = document.getElementById("ld-input");
    var button = document.getElementById("ld-check-button");
    var verdict = document.getElementById("ld-verdict");
    if (!key || !input || !button || !verdict) {
      return;
    }
    box.hidden = false;

    function check() {
      var raw = input.value.trim();
      if (!raw) {
        show(verdict, "Type a number first.", "unreadable");
        return;
      }
      var value = parseAnswer(raw);
      if (!isFinite(value)) {
        show(verdict, "? Could not read \u201c" + raw + "\u201d as a number " +
          "(write it like 0.25, .25, 25%, 2.5e-1 or 1/4).", "unreadable");
        return;
      }
      var ok = within(value, key);
      if (ok) {
        show(verdict, "\u2713 Correct: " + raw + " is " + tolerancePhrase(key) +
          " of the answer.", "ok");
      } else {
        show(verdict, "\u2717 Not quite: " + raw + " is not " + tolerancePhrase(key) +
          " of the answer. Try again, or show the answer.", "bad");
      }
      remember(keyText, { text: raw, ok: ok });
    }

    button.addEventListener("click", check);
    input.addEventListener("keydown", function (event) {
      if (event.key === "Enter" || event.keyCode === 13) {
        event.preventDefault();
        event.stopPropagation();
        check();
      }
    });
    try {
      input.focus();
    } catch (err) {
      /* focusing can fail in some reviewers; typing still works */
    }
  }

  function setUpBack(node) {
    var keyText = node.getAttribute("data-key");
    var response = recall(keyText);
    if (!response) {
      return;
    }
    show(node, "Your answer: " + response.text + (response.ok ? " \u2713" : " \u2717"),
      response.ok ? "ok" : "bad");
  }

  var front = document.getElementById("ld-check");
  if (front) {
    setUpFront(front);
  }
  var back = document.getElementById("ld-response");
  if (back) {
    setUpBack(back);
  }

  window.lessondeckParseAnswer = parseAnswer;
})();
