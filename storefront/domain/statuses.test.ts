import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderSteps, statusMessageId, type OrderStatus } from './statuses';

const view = (steps: ReturnType<typeof orderSteps>) => steps.map((s) => `${s.status}:${s.state}`);

describe('spec 4 order statuses as steps', () => {
  it('has the ten statuses, each with a catalogue id', () => {
    expect(ORDER_STATUSES).toHaveLength(10);
    expect(statusMessageId('ORCAMENTO_NOVO')).toBe('status.orcamentoNovo');
    expect(statusMessageId('AGUARDANDOPAGAMENTO')).toBe('status.aguardandopagamento');
  });

  it('delivery: received, prepared, awaiting payment, paid, out for delivery, delivered', () => {
    expect(view(orderSteps('SEPARANDO', 'DELIVERY'))).toEqual([
      'ENVIADO:done',
      'SEPARANDO:current',
      'AGUARDANDOPAGAMENTO:upcoming',
      'PAGO:upcoming',
      'EMENTREGA:upcoming',
      'ENTREGUE:upcoming',
    ]);
  });

  it('pickup ends with "pronto para retirada"', () => {
    expect(orderSteps('PRONTO_RETIRADA', 'RETIRADA').map((s) => s.status)).toContain('PRONTO_RETIRADA');
    expect(orderSteps('PRONTO_RETIRADA', 'RETIRADA').find((s) => s.state === 'current')?.status).toBe('PRONTO_RETIRADA');
  });

  it('quotes start with their two steps', () => {
    expect(view(orderSteps('ORCAMENTO_PRECIFICADO', 'DELIVERY')).slice(0, 3)).toEqual(['ORCAMENTO_NOVO:done', 'ORCAMENTO_PRECIFICADO:current', 'ENVIADO:upcoming']);
    expect(orderSteps('PAGO', 'DELIVERY', ['ORCAMENTO_NOVO'])[0]?.status).toBe('ORCAMENTO_NOVO');
  });

  it('a delivered order has every step done', () => {
    expect(orderSteps('ENTREGUE', 'RETIRADA').every((s) => s.state === 'done')).toBe(true);
  });

  it('a cancelled order keeps the steps it went through and ends cancelled', () => {
    expect(view(orderSteps('CANCELADO', 'DELIVERY', ['ENVIADO', 'SEPARANDO']))).toEqual(['ENVIADO:done', 'SEPARANDO:done', 'CANCELADO:current']);
  });

  it("a status of the other path stands at its twin's step", () => {
    expect(orderSteps('EMENTREGA', 'RETIRADA').find((s) => s.state === 'current')?.status).toBe('PRONTO_RETIRADA');
  });

  it.each(ORDER_STATUSES.filter((s) => s !== 'CANCELADO'))('%s gives one current step at most, and done steps before it', (status: OrderStatus) => {
    const states = orderSteps(status, 'DELIVERY').map((s) => s.state);
    expect(states.filter((s) => s === 'current').length).toBeLessThanOrEqual(1);
    expect(states.join(',')).toMatch(/^(done,)*(current,)?(upcoming,?)*|^(done,?)+$/);
  });
});
