// The convention that tells translated copies of one tool from duplicates.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { areTranslations, translationKey } from '../../../server/src/core/workspace/translations';

test('a language code at the end of the file name, or as a folder', () => {
  assert.deepEqual(translationKey('/x/schema/examples/hole_maker_es.json'), { base: '/x/schema/examples/hole_maker', language: 'es' });
  assert.deepEqual(translationKey('tools/send-email.pt-BR.atdf.yaml'), { base: 'tools/send-email', language: 'pt-BR' });
  assert.deepEqual(translationKey('tools/send-email.pt_BR.atdf.yml'), { base: 'tools/send-email', language: 'pt_BR' });
  assert.deepEqual(translationKey('tools/lookup-zh-Hant.atdf.json'), { base: 'tools/lookup', language: 'zh-Hant' });
  assert.deepEqual(translationKey('tools/es/hole_maker.json'), { base: 'tools/*/hole_maker', language: 'es' });
  assert.deepEqual(translationKey('C:\\tools\\pt\\hole_maker.atdf.yaml'), { base: 'C:/tools/*/hole_maker', language: 'pt' });
});

test('no language: names whose last part is not an ISO 639-1 code, or that are only a code', () => {
  for (const path of ['tools/hole_maker.json', 'tools/user_db.atdf.yaml', 'tools/tool_v1.json', 'tools/es.atdf.yaml', 'tools/x_ES.json']) {
    assert.equal(translationKey(path), undefined, path);
  }
});

test('translations: same path but for the language, different languages', () => {
  const en = translationKey('ex/hole_maker_en.json');
  const es = translationKey('ex/hole_maker_es.json');
  assert.equal(areTranslations(en, es), true);
  assert.equal(areTranslations(en, translationKey('ex/hole_maker_en.atdf.yaml')), false, 'the same language twice is a duplicate');
  assert.equal(areTranslations(en, translationKey('other/hole_maker_es.json')), false, 'another folder is another tool');
  assert.equal(areTranslations(en, translationKey('ex/drill_es.json')), false);
  assert.equal(areTranslations(en, undefined), false);
  assert.equal(areTranslations(translationKey('t/en/a.json'), translationKey('t/pt/a.json')), true);
  assert.equal(areTranslations(translationKey('t/pt-BR/a.json'), translationKey('t/pt-br/a.json')), false, 'codes compare without case');
});
