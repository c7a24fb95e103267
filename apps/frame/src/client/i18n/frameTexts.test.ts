// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { showRecovery } from '../ui.js'
import { en } from './en.js'
import { applyLocale, frameLocale, t } from './frameTexts.js'

const tags = ['ar', 'de', 'es', 'fr', 'he', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh-CN']
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

afterEach(() => applyLocale(undefined))

describe('the frame’s texts', () => {
  it('exist in every locale of the modal, each with English’s keys and placeholders', async () => {
    for (const tag of tags) {
      const { strings } = (await import(`./${tag}.ts`)) as { strings: Record<string, string> }
      expect(Object.keys(strings).sort(), tag).toEqual(Object.keys(en).sort())
      for (const [key, text] of Object.entries(en)) {
        expect(strings[key]?.trim(), `${tag}.${key}`).not.toBe('')
        expect(placeholders(strings[key] ?? ''), `${tag}.${key}`).toEqual(placeholders(text))
      }
    }
  })

  it('follow the widget’s locale, by its language, with the document’s language and direction', async () => {
    await applyLocale('de-AT')
    expect(frameLocale()).toBe('de')
    expect(t('approve')).toBe('Bestätigen')
    expect(document.documentElement.lang).toBe('de')
    expect(document.documentElement.dir).toBe('ltr')
    await applyLocale('he')
    expect(document.documentElement.dir).toBe('rtl')
    await applyLocale('zh-Hans')
    expect(frameLocale()).toBe('zh-CN')
    await applyLocale('gsw')
    expect(frameLocale()).toBe('en')
    expect(t('bytes', { count: 4 })).toBe('4 bytes')
  })

  it('draw the recovery screen in the widget’s language', async () => {
    document.body.innerHTML = '<div id="app"></div>'
    await applyLocale('fr')
    showRecovery({ mode: 'create', email: 'ada@example.com', submit: async () => {} })
    expect(document.querySelector('h1')?.textContent).toBe('Définissez un mot de passe de récupération')
    expect(document.querySelector('[data-testid="recovery-password"]')?.getAttribute('aria-label')).toBe(
      'Mot de passe de récupération',
    )
    expect(document.querySelector('.muted')?.textContent).toContain('ada@example.com')
  })
})
