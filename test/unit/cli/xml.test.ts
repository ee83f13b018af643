// The one XML escaper both JUnit reports (`atdf validate`, `atdf test`) use.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attr, text } from '../../../server/src/cli/formats/xml';

test('text escapes markup and writes characters XML cannot hold as \\uXXXX', () => {
  assert.equal(text('a < b && c > "d"'), 'a &lt; b &amp;&amp; c &gt; "d"');
  assert.equal(text('nul\u0000 lone\uD800 ok\uD83D\uDE00'), 'nul\\u0000 lone\\ud800 ok\uD83D\uDE00');
  assert.equal(text('kept\ttab\nline'), 'kept\ttab\nline');
});

test('attr also escapes the quote and keeps line breaks and tabs as character references', () => {
  assert.equal(attr('say "hi"\r\n\tbye <x>'), 'say &quot;hi&quot;&#13;&#10;&#9;bye &lt;x&gt;');
});
