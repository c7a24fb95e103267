// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { useId, version } from 'react'
import { version as domVersion } from 'react-dom'
import { expect, it } from 'vitest'

it('runs on React 18.3, one copy for the widget and the testing library', () => {
  expect(version).toBe('18.3.1')
  expect(domVersion).toBe('18.3.1')
  function Probe() {
    return <span data-testid="probe">{useId()}</span>
  }
  // Two copies of React would throw "Invalid hook call" here.
  expect(render(<Probe />).getByTestId('probe').textContent).toMatch(/^:r\d+:$/)
})
